import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';

interface State {
  failed: boolean;
}

/** SPEC §8: a report that cannot be rendered shows one message instead of a blank page. */
export class ReportErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // The message points the reader to the console, so the details must be there.
    console.error('Report render failed', error, info.componentStack);
  }

  override render() {
    if (this.state.failed) {
      return <Alert>ページの表示中に予期せぬエラーが発生しました。開発者コンソールをご確認ください。</Alert>;
    }
    return this.props.children;
  }
}
