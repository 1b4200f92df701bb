import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MapPin } from 'lucide-react';
import { SITE_TEXTS, TAG_PLACE_MAX, tagPlacementRequestSchema, type Tag } from '@portal/shared';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { InputField } from '@/components/ui/input-field';
import { Select } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { notify, notifyHttpError } from '@/lib/notifications/notify';
import { applyServerErrors } from '@/lib/server-errors';
import { useSites } from '../api/get-sites';
import { usePlaceTag } from '../api/place-tag';

type PlacementInput = z.input<typeof tagPlacementRequestSchema>;
type PlacementOutput = z.output<typeof tagPlacementRequestSchema>;

/** A client's sites offered at once (the sites list's largest page). */
const SITES_LIMIT = 1000;

/**
 * 'Local' on the admin's screen of an equipment tag (issue 44): one of its owner's sites and the place inside it
 * ('2º andar, corredor B'). A tag without an owner has no sites to choose from yet.
 */
export function TagPlacementCard({ tag }: { tag: Pick<Tag, 'id' | 'assignedUserId' | 'siteId' | 'place'> }) {
  const ownerId = tag.assignedUserId;
  const sites = useSites({ userId: ownerId ?? undefined, page: 1, limit: SITES_LIMIT }, Boolean(ownerId));
  const placeTag = usePlaceTag();
  const form = useForm<PlacementInput, unknown, PlacementOutput>({
    resolver: zodResolver(tagPlacementRequestSchema),
    values: { siteId: tag.siteId ?? '', place: tag.place ?? '' },
  });
  const siteError = form.getFieldState('siteId', form.formState).error?.message;

  const submit = form.handleSubmit(async (values) => {
    try {
      await placeTag.mutateAsync({ id: tag.id, siteId: values.siteId || null, place: values.place ?? null });
      notify.success(SITE_TEXTS.placeSaved);
    } catch (error) {
      // A site of another client, a place too long: under its field (a reason without a field, under the site).
      applyServerErrors(form, error, { fallback: SITE_TEXTS.placeSaveFailed, generalAt: 'siteId' });
      notifyHttpError(error, SITE_TEXTS.placeSaveFailed);
    }
  });

  // The select is drawn once its options are there: a value set before its option exists would show 'Sem local'.
  const loading = Boolean(ownerId) && !sites.data;
  return (
    <Card className="p-5">
      <h2 className="mb-3 flex items-center gap-2 text-base font-semibold text-slate-900">
        <MapPin className="h-4 w-4 text-slate-500" aria-hidden /> {SITE_TEXTS.site}
      </h2>
      {loading ? (
        <Spinner className="py-4" />
      ) : (
        <form className="space-y-4" onSubmit={submit} aria-label={SITE_TEXTS.site}>
          <Field
            label={SITE_TEXTS.site}
            htmlFor="tag-site"
            error={siteError}
            hint={ownerId ? undefined : SITE_TEXTS.tagWithoutOwner}
          >
            <Select
              id="tag-site"
              disabled={!ownerId}
              aria-invalid={Boolean(siteError)}
              {...form.register('siteId', { setValueAs: (value: string) => value || null })}
            >
              <option value="">{SITE_TEXTS.noSite}</option>
              {(sites.data?.items ?? []).map((site) => (
                <option key={site.id} value={site.id}>
                  {site.name}
                </option>
              ))}
            </Select>
          </Field>
          <InputField
            form={form}
            name="place"
            id="tag-place"
            label={SITE_TEXTS.place}
            hint={SITE_TEXTS.placeHint}
            maxLength={TAG_PLACE_MAX}
            autoComplete="off"
          />
          <Button type="submit" size="sm" disabled={placeTag.isPending}>
            Salvar local
          </Button>
        </form>
      )}
    </Card>
  );
}
