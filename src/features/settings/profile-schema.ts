import * as z from 'zod';
import { PROFILE_KINDS } from '../../shared/environment';
import { installZodMessages } from '../../shared/lib/zod-i18n';

// Anything zod reports without a message of ours still reaches the user translated.
installZodMessages();

const httpUrl = z
  .string()
  .trim()
  .min(1, { error: 'settings.profileForm.required' })
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, { error: 'settings.profileForm.invalidUrl' });

/** The profile form; every rule's message is its own i18n key, translated where it is shown. */
export const profileFormSchema = z.object({
  name: z.string().trim().min(1, { error: 'settings.profileForm.required' }).max(80, { error: 'settings.profileForm.nameTooLong' }),
  kind: z.enum(PROFILE_KINDS, { error: 'settings.profileForm.invalidKind' }),
  baseUrl: httpUrl,
  apiUrl: httpUrl,
  institutionId: z.string().trim().pipe(z.uuid({ error: 'settings.profileForm.invalidUuid' })),
  apiKey: z.string().trim().max(512, { error: 'settings.profileForm.apiKeyTooLong' }),
});

export type ProfileFormValues = z.infer<typeof profileFormSchema>;
