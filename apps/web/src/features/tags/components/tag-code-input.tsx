import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from '@/lib/utils';
import { Input } from '@/components/ui/input';

/**
 * A tag's code field: monospaced and upper-cased as it is typed (codes are stored in capitals), for use with
 * react-hook-form's `register` (the upper-cased value is what its onChange reads).
 */
export const TagCodeInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(
  ({ className, onChange, ...props }, ref) => (
    <Input
      ref={ref}
      autoComplete="off"
      placeholder="TAG1234"
      className={cn('font-mono uppercase placeholder:normal-case', className)}
      {...props}
      onChange={(event) => {
        event.target.value = event.target.value.toUpperCase();
        return onChange?.(event);
      }}
    />
  ),
);
TagCodeInput.displayName = 'TagCodeInput';
