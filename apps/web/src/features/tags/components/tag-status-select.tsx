import { TAG_STATUSES, tagStatusLabel, type TagStatus } from '@portal/shared';
import { Select } from '@/components/ui/input';
import { cn } from '@/lib/utils';

const tones: Record<TagStatus, string> = {
  ACTIVE: 'text-green-700',
  INACTIVE: 'text-blue-700',
  LOST: 'text-yellow-800',
  BROKEN: 'text-red-700',
};

/**
 * The per-row status select: lists every status and only reports a different one
 * (spec section 4: 'any status other than the current one').
 */
export function TagStatusSelect({
  value,
  onChange,
  disabled,
  label,
  className,
}: {
  value: TagStatus;
  onChange: (status: TagStatus) => void;
  disabled?: boolean;
  label: string;
  className?: string;
}) {
  return (
    <Select
      aria-label={label}
      value={value}
      disabled={disabled}
      className={cn('h-8 w-36 py-1 text-xs font-medium', tones[value], className)}
      onChange={(event) => {
        const next = event.target.value as TagStatus;
        if (next !== value) onChange(next);
      }}
    >
      {TAG_STATUSES.map((status) => (
        <option key={status} value={status}>
          {tagStatusLabel(status)}
        </option>
      ))}
    </Select>
  );
}
