import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

/**
 * Last-resort fallback for any screen, e.g. a lazy route chunk that no longer exists after a
 * deploy; the report has its own boundary with the SPEC message.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Screen render failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-5 px-4 text-center">
        <title>エラー｜DX・AI成熟度診断</title>
        <h1 className="text-xl font-bold text-slate-900">ページを表示できませんでした</h1>
        <p role="alert" className="leading-relaxed text-slate-600">
          ページの表示中に予期せぬエラーが発生しました。お手数ですが、ページを再読み込みしてください。
        </p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="min-h-11 rounded-lg bg-blue-700 px-5 py-2.5 text-sm font-bold text-white hover:bg-blue-800"
        >
          再読み込み
        </button>
      </main>
    );
  }
}
