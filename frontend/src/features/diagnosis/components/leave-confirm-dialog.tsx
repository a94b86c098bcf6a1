import * as Dialog from '@radix-ui/react-dialog';
import { Button } from '@/components/ui/button';
import type { LeaveGuard } from '../hooks/use-leave-guard';

/** Asks before the visitor leaves an unfinished diagnosis; staying is the default (focused) choice. */
export function LeaveConfirmDialog({ guard }: { guard: LeaveGuard }) {
  return (
    <Dialog.Root open={guard.blocked} onOpenChange={(open) => (open ? undefined : guard.stay())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl focus:outline-none">
          <Dialog.Title className="text-lg font-bold text-slate-900">診断を中断しますか？</Dialog.Title>
          <Dialog.Description className="mt-3 text-sm leading-relaxed text-slate-600">
            診断はまだ完了していません。ここまでの入力内容はこのタブを閉じるまで保存され、もう一度診断を始めると続きから回答できます。
          </Dialog.Description>
          {/* Staying comes first, so it takes the focus; on wide screens it sits on the right. */}
          <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
            <Dialog.Close asChild>
              <Button>回答を続ける</Button>
            </Dialog.Close>
            <Button variant="secondary" onClick={guard.proceed}>
              ページを離れる
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
