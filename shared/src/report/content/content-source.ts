/** A public page a content entry rests on, with the day a person read it. */
export interface ContentSource {
  /** Title of the page or document, as its publisher names it. */
  title: string;
  /** Who published it (ministry, agency, chamber, …). */
  publisher: string;
  url: string;
  /** The day the entry was checked against the page (YYYY-MM-DD). */
  checkedOn: string;
}
