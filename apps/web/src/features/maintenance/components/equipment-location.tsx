import { MapPin } from 'lucide-react';

/** Where a piece of equipment stands, with the pin; nothing when it has no location. */
export function EquipmentLocation({ location }: { location: string | null | undefined }) {
  if (!location) return null;
  return (
    <p className="flex items-center gap-1 truncate text-xs text-slate-500">
      <MapPin className="h-3.5 w-3.5 shrink-0" aria-hidden />
      <span className="truncate">{location}</span>
    </p>
  );
}
