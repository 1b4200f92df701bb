import { createContext, useContext, type ReactNode } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';
import { cn } from '@/lib/utils';

/**
 * Sections a person jumps between: Radix Tabs (arrow keys, tab and tabpanel roles) with our look. The panels may sit
 * anywhere inside <Tabs> (a form's panels inside its <form>, the others outside). Every panel stays mounted (a form's
 * fields keep their values and errors); the inactive ones are only hidden.
 */
/** The open tab, for the panels' hidden attribute (Radix leaves a force-mounted panel unhidden). */
const OpenTab = createContext<string | null>(null);

export function Tabs({
  value,
  onValueChange,
  children,
  className,
}: {
  value: string;
  onValueChange: (value: string) => void;
  children: ReactNode;
  className?: string;
}) {
  return (
    <RadixTabs.Root value={value} onValueChange={onValueChange} className={className}>
      <OpenTab.Provider value={value}>{children}</OpenTab.Provider>
    </RadixTabs.Root>
  );
}

export function TabList({ label, tabs }: { label: string; tabs: readonly { value: string; label: string }[] }) {
  return (
    <RadixTabs.List
      aria-label={label}
      className="-mx-4 mb-5 flex gap-1 overflow-x-auto border-b border-slate-200 px-4 [scrollbar-width:none] sm:mx-0 sm:px-0"
    >
      {tabs.map((tab) => (
        <RadixTabs.Trigger
          key={tab.value}
          value={tab.value}
          className="-mb-px shrink-0 whitespace-nowrap border-b-2 border-transparent px-3 py-2.5 text-sm font-medium text-slate-500 transition-colors hover:text-slate-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700"
        >
          {tab.label}
        </RadixTabs.Trigger>
      ))}
    </RadixTabs.List>
  );
}

export function TabPanel({ value, children, className }: { value: string; children: ReactNode; className?: string }) {
  const open = useContext(OpenTab);
  return (
    <RadixTabs.Content
      value={value}
      forceMount
      hidden={open !== value}
      className={cn('focus-visible:outline-none', className)}
    >
      {children}
    </RadixTabs.Content>
  );
}
