import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ExternalLink, Save } from 'lucide-react';
import { CLIENT_TEXTS, type PageFont, type Photo, type ProfileKind } from '@portal/shared';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { TabList, TabPanel, Tabs } from '@/components/ui/tabs';
import { applyServerErrors } from '@/lib/server-errors';
import { useUrlState } from '@/lib/use-url-state';
import { publicPagePath } from '@/lib/public-urls';
import { pageEditorField, pageEditorSchemaFor, type PageEditorValues } from '../../lib/page-form';
import { EDITOR_FONTS } from '../../lib/theme';
import { useSlugAvailability } from '../use-slug-availability';
import { CardPreview } from './card-preview';
import {
  DetailsSections,
  editorFormTabs,
  EmergencySections,
  PageSections,
  PrivacySection,
} from './editor-form-sections';
import { PhonePreview } from './phone-preview';

/** A section of the editor's own beside the page's form (the PIN, the photos...): a tab of its own. */
export type EditorExtraTab = { value: string; label: string; content: ReactNode };

const FIRST_ERROR = '[aria-invalid="true"], [role="alert"]';

/**
 * The page editor shared by the admin ('Editar Cliente') and the owner: the page's form in tabs (issue 43: 'Página e
 * tema', the profile's data, 'Emergência', 'Privacidade'; the tab is in the address, ?secao=), the caller's own
 * sections as further tabs, the two live previews beside them, and one save bar. The caller's onSave writes the
 * profile, then the page; a failure it rethrows puts the server's reasons on their fields, and the first tab with an
 * error opens.
 */
export function PageEditor({
  title,
  description,
  initialValues,
  pageId,
  currentSlug,
  publicUrl,
  views,
  clientName,
  kind = 'PERSON',
  photos,
  saving,
  onSave,
  onBack,
  hasPin = false,
  extraTabs = [],
}: {
  title: string;
  description?: ReactNode;
  initialValues: PageEditorValues;
  pageId: string;
  /** The saved slug, for the 'open page' link. */
  currentSlug: string;
  /** The saved page's full URL (the server's PUBLIC_URL): the card preview shows its site. */
  publicUrl?: string;
  /** The page's view count, as the preview shows it. */
  views?: number;
  clientName: string;
  /** The page's profile kind (absent: a person's page): the preview and which sections the form offers. */
  kind?: ProfileKind;
  /** The profile's photos, for the preview. */
  photos?: Photo[];
  saving: boolean;
  onSave: (values: PageEditorValues) => Promise<void> | void;
  onBack: () => void;
  /** The profile has a PIN (issue 24): its sections may be at the PIN level. */
  hasPin?: boolean;
  /** Tabs after the form's (e.g. the PIN, the photos, the tags). */
  extraTabs?: readonly EditorExtraTab[];
}) {
  const form = useForm<PageEditorValues>({
    resolver: zodResolver(pageEditorSchemaFor(kind)),
    defaultValues: initialValues,
  });
  const values = form.watch();
  const availability = useSlugAvailability(values.slug, { pageId });
  const fonts: readonly PageFont[] = EDITOR_FONTS.includes(initialValues.theme.font)
    ? EDITOR_FONTS
    : [...EDITOR_FONTS, initialValues.theme.font];
  const blocked = availability.status === 'unavailable' || availability.status === 'checking';
  const formTabs = editorFormTabs(kind);
  const tabs = [...formTabs, ...extraTabs];
  const [{ secao }, setUrl] = useUrlState({ secao: 'pagina' });
  const tab = tabs.some((t) => t.value === secao) ? secao : 'pagina';
  const setTab = (value: string) => setUrl({ secao: value });

  // After a refused save: the first tab holding an error opens and the field takes the focus.
  const formRef = useRef<HTMLFormElement>(null);
  const [revealError, setRevealError] = useState(0);
  const pendingFocus = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!revealError) return;
    const first = formRef.current?.querySelector<HTMLElement>(FIRST_ERROR);
    const panel = first?.closest<HTMLElement>('[role="tabpanel"]');
    const value = formTabs.find((t) => panel?.id.endsWith(`-content-${t.value}`))?.value;
    if (!first || !value) return;
    pendingFocus.current = first.matches('[aria-invalid="true"]')
      ? first
      : (first.parentElement?.querySelector<HTMLElement>('input, select, textarea') ?? null);
    setUrl({ secao: value });
    // formTabs and setUrl are the same for the editor's life; only a new refusal reveals again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [revealError]);
  useEffect(() => {
    pendingFocus.current?.focus();
    pendingFocus.current = null;
  }, [tab, revealError]);

  const onSubmit = form.handleSubmit(
    async (submitted) => {
      if (availability.status === 'unavailable') return;
      try {
        await onSave(submitted);
      } catch (error) {
        applyServerErrors(form, error, { fallback: CLIENT_TEXTS.editSaveFailed, fieldFor: pageEditorField });
        setRevealError((n) => n + 1);
      }
    },
    () => setRevealError((n) => n + 1),
  );

  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          <>
            <Button variant="secondary" onClick={onBack}>
              <ArrowLeft className="h-4 w-4" aria-hidden /> Voltar
            </Button>
            <a
              href={publicPagePath(currentSlug)}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex h-10 items-center gap-2 rounded-lg bg-white px-4 text-sm font-medium text-slate-700 shadow-sm ring-1 ring-inset ring-slate-300 hover:bg-slate-50"
            >
              <ExternalLink className="h-4 w-4" aria-hidden /> Ver página
            </a>
          </>
        }
      />
      <Tabs value={tab} onValueChange={setTab}>
        <TabList label="Seções da página" tabs={tabs} />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_300px] xl:grid-cols-[minmax(0,1fr)_320px]">
          <div className="min-w-0">
            <FormProvider {...form}>
              {/* shouldFocusError: the field may sit in a hidden tab; the effect above opens it, then focuses. */}
              <form id="page-editor-form" ref={formRef} noValidate onSubmit={onSubmit}>
                <TabPanel value="pagina" className="space-y-4">
                  <PageSections availability={availability} fonts={fonts} />
                </TabPanel>
                <TabPanel value="dados" className="space-y-4">
                  <DetailsSections kind={kind} />
                </TabPanel>
                <TabPanel value="emergencia" className="space-y-4">
                  <EmergencySections kind={kind} />
                </TabPanel>
                <TabPanel value="privacidade" className="space-y-4">
                  <PrivacySection kind={kind} hasPin={hasPin} />
                </TabPanel>
              </form>
            </FormProvider>
            {extraTabs.map((extra) => (
              <TabPanel key={extra.value} value={extra.value} className="space-y-4">
                {extra.content}
              </TabPanel>
            ))}
            {/* The one save bar: it stays in view at the bottom of the window while the section scrolls. */}
            <div className="sticky bottom-0 z-10 -mx-4 mt-4 flex items-center justify-end gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border sm:shadow-sm">
              {form.formState.isDirty && (
                <p className="mr-auto flex items-center gap-2 text-sm text-slate-600" role="status">
                  <span className="h-2 w-2 rounded-full bg-amber-500" aria-hidden /> Alterações não salvas
                </p>
              )}
              <Button type="submit" form="page-editor-form" loading={saving} disabled={blocked}>
                <Save className="h-4 w-4" aria-hidden /> Salvar
              </Button>
            </div>
          </div>
          <aside className="space-y-4 lg:sticky lg:top-20 lg:self-start" aria-label="Pré-visualizações">
            <div>
              <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-500">
                Pré-visualização no celular
              </p>
              <PhonePreview values={values} name={clientName} kind={kind} views={views} photos={photos} />
            </div>
            <div>
              <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-500">Cartão da página</p>
              <CardPreview values={values} name={clientName} publicUrl={publicUrl} />
            </div>
          </aside>
        </div>
      </Tabs>
    </>
  );
}
