import type { ReactNode } from 'react';

/** A titled group of a form's fields ('Contatos de emergência', 'Informações médicas', ...). */
export function FieldGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}
