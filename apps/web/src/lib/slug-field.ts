import { z } from 'zod';
import { SLUG_TEXTS, slugError } from '@portal/shared';

/** A slug field checked by the contract's format rules; empty is 'Slug é obrigatório.' when required. */
const slugField = (required: boolean) =>
  z.string().superRefine((value, ctx) => {
    const slug = value.trim().toLowerCase();
    const message = slug ? slugError(slug) : required ? SLUG_TEXTS.required : null;
    if (message) ctx.addIssue({ code: 'custom', message });
  });

/** A page's slug (the page editor, 'Criar página'). */
export const requiredSlugField = slugField(true);

/** A slug the server may generate from the name when left empty (a new client, a new profile). */
export const optionalSlugField = slugField(false);
