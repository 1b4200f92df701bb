import { DUE_LABELS, MAINTENANCE_TEXTS, formatDateBR } from '@portal/shared';
import { escapeHtml } from '../../lib/escape-html.js';

/** A piece of equipment due for service, as the maintenance service's dueForReminders answers it. */
export type DueEquipment = {
  tagId: string;
  code: string;
  model: string;
  location: string;
  nextService: string;
  due: 'overdue' | 'soon';
  /** The plan's responsible technician, if any. */
  technicianId: string | null;
  clientName: string | null;
};

/** Overdue first (the oldest date first), then what falls due within the next days. */
export function digestOrder(items: DueEquipment[]): DueEquipment[] {
  return [...items].sort(
    (a, b) =>
      Number(a.due !== 'overdue') - Number(b.due !== 'overdue') ||
      a.nextService.localeCompare(b.nextService) ||
      a.code.localeCompare(b.code),
  );
}

const whenText = (item: DueEquipment) =>
  item.due === 'overdue' ? `venceu em ${formatDateBR(item.nextService)}` : `vence em ${formatDateBR(item.nextService)}`;

/** One line of the digest: the code, what it is, where, whose, when. Never the owner's contacts. */
const lineOf = (item: DueEquipment) =>
  [item.code, item.model, item.location, item.clientName, whenText(item)].filter(Boolean).join(' · ');

const groups = (items: DueEquipment[]) =>
  [
    { label: MAINTENANCE_TEXTS.countOverdue, items: items.filter((item) => item.due === 'overdue') },
    { label: DUE_LABELS.soon, items: items.filter((item) => item.due === 'soon') },
  ].filter((group) => group.items.length > 0);

/** The e-mail of one recipient: plain text and a simple HTML version, pt-BR dates. */
export function digestEmail(input: { name: string; items: DueEquipment[]; panelUrl: string; appName: string }) {
  const items = digestOrder(input.items);
  const greeting = input.name ? `Olá, ${input.name}!` : 'Olá!';
  const subject = MAINTENANCE_TEXTS.digestSubject(items.length);
  const text = [
    greeting,
    '',
    `${MAINTENANCE_TEXTS.digestTitle}:`,
    ...groups(items).flatMap((group) => [
      '',
      `${group.label} (${group.items.length}):`,
      ...group.items.map((item) => `- ${lineOf(item)}`),
    ]),
    '',
    `${MAINTENANCE_TEXTS.panelTitle}: ${input.panelUrl}`,
    '',
    input.appName,
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<h2>${escapeHtml(MAINTENANCE_TEXTS.digestTitle)}</h2>
${groups(items)
  .map(
    (group) =>
      `<h3>${escapeHtml(group.label)} (${group.items.length})</h3>\n<ul>\n${group.items
        .map((item) => `<li>${escapeHtml(lineOf(item))}</li>`)
        .join('\n')}\n</ul>`,
  )
  .join('\n')}
<p><a href="${escapeHtml(input.panelUrl)}">${escapeHtml(MAINTENANCE_TEXTS.panelTitle)}</a></p>`;
  return { subject, text, html };
}

const MESSAGE_CODES = 10;

/** The same digest as an in-app notification: the counts and the codes, overdue first. */
export function digestMessage(items: DueEquipment[]): { title: string; body: string } {
  const ordered = digestOrder(items);
  const overdue = ordered.filter((item) => item.due === 'overdue').length;
  const soon = ordered.length - overdue;
  const codes = ordered.slice(0, MESSAGE_CODES).map((item) => item.code);
  const more = ordered.length > MESSAGE_CODES ? ` e mais ${ordered.length - MESSAGE_CODES}` : '';
  return {
    title: MAINTENANCE_TEXTS.digestTitle,
    body: `${MAINTENANCE_TEXTS.countOverdue}: ${overdue}; ${DUE_LABELS.soon.toLowerCase()}: ${soon}. ${codes.join(', ')}${more}.`,
  };
}
