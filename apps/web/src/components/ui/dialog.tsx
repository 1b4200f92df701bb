import { useLayoutEffect, useRef, type ComponentProps, type ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@/lib/utils';
import { Button } from './button';

/**
 * Radix Dialog's root, portal, overlay and content: the frame the modal and the side sheet share.
 *
 * Our dialogs are opened by state (a row's button, a menu item), not by a Radix Trigger, and Radix returns the focus
 * on close only to its Trigger: the frame keeps what had the focus when the dialog opened and gives it back on close
 * (WCAG 2.4.3), unless that element has left the page (a deleted row's button), where Radix's own fallback stands.
 */
export function DialogFrame({
  open,
  onOpenChange,
  overlayClassName,
  children,
  onCloseAutoFocus,
  ...content
}: ComponentProps<typeof RadixDialog.Content> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  overlayClassName: string;
}) {
  const opener = useRef<HTMLElement | null>(null);
  // Before the content mounts and takes the focus (layout effects run before Radix's focus effect).
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
      opener.current = document.activeElement;
    }
  }, [open]);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlayClassName} />
        <RadixDialog.Content
          {...content}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            const target = opener.current;
            opener.current = null;
            if (event.defaultPrevented || !target?.isConnected) return;
            event.preventDefault();
            target.focus();
          }}
        >
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** The ghost 'Fechar' button with the X that closes a Dialog or Sheet. */
export function CloseButton({ className }: { className?: string }) {
  return (
    <RadixDialog.Close asChild>
      <Button variant="ghost" size="icon" className={className} aria-label="Fechar">
        <X className="h-4 w-4" aria-hidden />
      </Button>
    </RadixDialog.Close>
  );
}

/** Whether a dialog is open and how it asks to close: what each dialog takes from the screen that opens it. */
export type DialogOpenState = { open: boolean; onOpenChange: (open: boolean) => void };

/** The one modal: Radix Dialog (focus trap, Esc, aria) with our look. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
}: DialogOpenState & {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}) {
  const widths = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' } as const;
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      overlayClassName="fixed inset-0 z-40 bg-slate-900/50 backdrop-blur-[1px]"
      className={cn(
        'fixed left-1/2 top-1/2 z-50 flex max-h-[92vh] w-[calc(100vw-1.5rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white shadow-xl focus:outline-none',
        widths[size],
      )}
      aria-describedby={description ? undefined : undefined}
    >
      <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-5 py-4">
        <div>
          <RadixDialog.Title className="text-lg font-semibold text-slate-900">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-1 text-sm text-slate-500">{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">
              {typeof title === 'string' ? title : ''}
            </RadixDialog.Description>
          )}
        </div>
        <CloseButton />
      </div>
      <div className="overflow-y-auto px-5 py-4">{children}</div>
      {footer && <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 px-5 py-3">{footer}</div>}
    </DialogFrame>
  );
}

/** Asks before a destructive action; the spec gives each screen's question. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title = 'Confirmar',
  message,
  confirmLabel = 'Confirmar',
  cancelLabel = 'Cancelar',
  tone = 'danger',
  loading = false,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title?: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  tone?: 'danger' | 'primary';
  loading?: boolean;
  onConfirm: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={loading}>
            {cancelLabel}
          </Button>
          <Button variant={tone} onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-700">{message}</p>
    </Dialog>
  );
}
