import type { ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { cn } from '@/lib/utils';
import { CloseButton, DialogFrame } from './dialog';

/**
 * A panel that slides in from a side: Radix Dialog (focus trap, Esc, aria) docked to the left or right edge.
 * Used by the notification panel and the phone navigation drawer.
 */
export function Sheet({
  open,
  onOpenChange,
  side = 'right',
  title,
  titleHidden = false,
  description,
  actions,
  children,
  footer,
  className,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  side?: 'left' | 'right';
  title: string;
  /** No header bar: the title is only announced to screen readers and the close button floats top-right. */
  titleHidden?: boolean;
  description?: ReactNode;
  /** Buttons beside the close button. */
  actions?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  className?: string;
}) {
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      overlayClassName="fixed inset-0 z-40 bg-slate-900/40 backdrop-blur-[1px] transition-opacity duration-200 starting:opacity-0"
      className={cn(
        'fixed inset-y-0 z-50 flex w-full flex-col bg-white shadow-2xl transition-transform duration-200 ease-out focus:outline-none',
        side === 'right' ? 'right-0 max-w-sm starting:translate-x-full' : 'left-0 max-w-72 starting:-translate-x-full',
        className,
      )}
    >
      {titleHidden ? (
        <>
          <RadixDialog.Title className="sr-only">{title}</RadixDialog.Title>
          <RadixDialog.Description className="sr-only">{description ?? title}</RadixDialog.Description>
          <CloseButton className="absolute right-2 top-2.5 z-10" />
        </>
      ) : (
        <div className="flex min-h-14 items-center gap-2 border-b border-slate-100 py-2 pl-4 pr-2">
          <div className="min-w-0 flex-1">
            <RadixDialog.Title className="text-base font-semibold text-slate-900">{title}</RadixDialog.Title>
            {description ? (
              <RadixDialog.Description className="text-xs text-slate-500">{description}</RadixDialog.Description>
            ) : (
              <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
            )}
          </div>
          {actions}
          <CloseButton />
        </div>
      )}
      <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
      {footer && <div className="border-t border-slate-100 px-4 py-3">{footer}</div>}
    </DialogFrame>
  );
}
