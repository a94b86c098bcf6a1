import { Fragment } from 'react';

/**
 * Japanese text with a `<wbr>` closing each phrase. The parent of a `<wbr>` gets
 * `word-break: keep-all` (index.css), so phrase ends are the only places its lines break:
 * 「プライバシーポリシー」 never ends a line at 「ポリ」. The last phrase has its `<wbr>` too, so that a
 * text of one phrase is kept whole as well. No wrapper element: the text stays the parent's own,
 * for its accessible name and for tests that find it by text; `<wbr>`, unlike U+200B, adds no
 * character. (Inside a flex container, wrap it in a span: each `<wbr>` would be a flex item.)
 */
export function PhraseText({ phrases }: { phrases: readonly string[] }) {
  return phrases.map((phrase, index) => (
    <Fragment key={index}>
      {phrase}
      <wbr />
    </Fragment>
  ));
}
