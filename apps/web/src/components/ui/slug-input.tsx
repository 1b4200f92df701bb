import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from '@/lib/utils';

/** A slug box with the fixed '/p/' in front; what is typed is lower-cased as it is typed. */
export const SlugInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(
  ({ className, onChange, ...props }, ref) => (
    <div
      className={cn(
        'flex h-10 w-full items-stretch overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-inset ring-slate-300 focus-within:ring-2 focus-within:ring-brand-600 has-[[aria-invalid=true]]:ring-red-500',
        className,
      )}
    >
      <span
        className="flex select-none items-center border-r border-slate-200 bg-slate-50 px-3 font-mono text-sm text-slate-500"
        aria-hidden
      >
        /p/
      </span>
      <input
        ref={ref}
        type="text"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        className="min-w-0 flex-1 border-0 bg-transparent px-3 font-mono text-sm text-slate-900 placeholder:font-sans placeholder:text-slate-400 focus:outline-none"
        onChange={(event) => {
          const lower = event.target.value.toLowerCase();
          if (lower !== event.target.value) {
            const { selectionStart, selectionEnd } = event.target;
            event.target.value = lower;
            event.target.setSelectionRange(selectionStart, selectionEnd);
          }
          onChange?.(event);
        }}
        {...props}
      />
    </div>
  ),
);
SlugInput.displayName = 'SlugInput';
