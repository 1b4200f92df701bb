import { TAG_STATUSES, tagStatusLabel, type TagStatus } from '@portal/shared';
import { Select } from '@/components/ui/input';
import { cn } from '@/lib/utils';

/** The status badge's colours (TagStatusBadge): the select is the row's one status, read as the badge would be. */
const tones: Record<TagStatus, string> = {
  ACTIVE: 'bg-green-50 text-green-700 ring-green-200',
  INACTIVE: 'bg-blue-50 text-blue-700 ring-blue-200',
  LOST: 'bg-yellow-50 text-yellow-800 ring-yellow-200',
  BROKEN: 'bg-red-50 text-red-700 ring-red-200',
};

/**
 * The per-row status select, the row's or card's only status (issue 43: never a badge beside it): lists every status
 * and only reports a different one (spec section 4: 'any status other than the current one').
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
      className={cn('h-8 w-36 rounded-full py-1 pl-3 text-xs font-medium shadow-none', tones[value], className)}
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
