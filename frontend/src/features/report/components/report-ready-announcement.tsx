/**
 * A polite live region that says the report has arrived. It is rendered empty while waiting,
 * because screen readers announce changes to a live region only once it exists.
 */
export function ReportReadyAnnouncement({ ready }: { ready: boolean }) {
  return (
    <p role="status" aria-live="polite" className="sr-only">
      {ready ? '診断レポートが完成しました' : null}
    </p>
  );
}
