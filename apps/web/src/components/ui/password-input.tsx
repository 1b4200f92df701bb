import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { cn } from '@/lib/utils';
import { Input } from './input';

/** The eye button at the right end of a password field; the field sits in a `relative` box with `pr-10`. */
export function PasswordToggle({
  shown,
  onToggle,
  showLabel = 'Mostrar senha',
  hideLabel = 'Ocultar senha',
}: {
  shown: boolean;
  onToggle: () => void;
  showLabel?: string;
  hideLabel?: string;
}) {
  return (
    <button
      type="button"
      onClick={onToggle}
      className="absolute inset-y-0 right-0 flex w-10 items-center justify-center text-slate-400 hover:text-slate-700"
      aria-label={shown ? hideLabel : showLabel}
      aria-pressed={shown}
    >
      {shown ? <EyeOff className="h-4 w-4" aria-hidden /> : <Eye className="h-4 w-4" aria-hidden />}
    </button>
  );
}

/**
 * A password field with its own show-password toggle. The toggle's state lives here: a dialog unmounts its content
 * when it closes, so each opening starts hidden.
 */
export const PasswordInput = forwardRef<HTMLInputElement, Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>>(
  ({ className, ...props }, ref) => {
    const [shown, setShown] = useState(false);
    return (
      <div className="relative">
        <Input ref={ref} type={shown ? 'text' : 'password'} className={cn('pr-10', className)} {...props} />
        <PasswordToggle shown={shown} onToggle={() => setShown((value) => !value)} />
      </div>
    );
  },
);
PasswordInput.displayName = 'PasswordInput';
