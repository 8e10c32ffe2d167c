import * as z from 'zod';
import { PROFILE_KINDS } from '../../shared/environment';

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

/** The profile form; messages are i18n keys, translated where they are shown. */
export const profileFormSchema = z.object({
  name: z.string().trim().min(1, { error: 'settings.profileForm.required' }).max(80, { error: 'settings.profileForm.required' }),
  kind: z.enum(PROFILE_KINDS),
  baseUrl: httpUrl,
  apiUrl: httpUrl,
  institutionId: z.string().trim().pipe(z.uuid({ error: 'settings.profileForm.invalidUuid' })),
  apiKey: z.string().trim().max(512),
});

export type ProfileFormValues = z.infer<typeof profileFormSchema>;
