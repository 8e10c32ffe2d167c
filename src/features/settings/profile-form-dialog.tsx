import { zodResolver } from '@hookform/resolvers/zod';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { TranslationKey } from '../../shared/i18n/translator';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../shared/i18n/use-translation';
import { PROFILE_KINDS, type ConnectionProfile } from '../../shared/environment';
import { originsBlockedByPolicy } from './origins-blocked-by-policy';
import { profileFormSchema, type ProfileFormValues } from './profile-schema';

interface Props {
  open: boolean;
  profile: ConnectionProfile | null;
  onClose: () => void;
  onSave: (values: ProfileFormValues) => void;
}

export function ProfileFormDialog({ open, profile, onClose, onSave }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const [showKey, setShowKey] = useState(false);
  const origin = window.location.origin;
  const form = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: profile
      ? { name: profile.name, kind: profile.kind, baseUrl: profile.baseUrl, apiUrl: profile.apiUrl, institutionId: profile.institutionId, apiKey: profile.apiKey }
      : { name: '', kind: 'Sandbox', baseUrl: origin, apiUrl: origin, institutionId: '', apiKey: '' },
  });
  const { register, handleSubmit, formState, control, setError } = form;
  // A profile whose addresses this page may not call would fail every request as "cannot be reached": said on the
  // address, before it is saved.
  const save = handleSubmit(async (values) => {
    const blocked = await originsBlockedByPolicy([values.baseUrl, values.apiUrl]);
    for (const field of ['baseUrl', 'apiUrl'] as const) {
      const origin = blocked.find((o) => new URL(values[field]).origin === o);
      if (origin) setError(field, { type: 'policy', message: t('settings.profileForm.blockedByPolicy', { origin }) }, { shouldFocus: true });
    }
    if (blocked.length === 0) onSave(values);
  });
  const message = (key?: string) => (key ? t(key as TranslationKey) : undefined);
  const fieldProps = (name: keyof ProfileFormValues) => ({
    ...register(name),
    error: Boolean(formState.errors[name]),
    helperText: formState.errors[name]?.type === 'policy' ? formState.errors[name]?.message : message(formState.errors[name]?.message),
  });

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={(event) => void save(event)} noValidate>
        <DialogTitle id={titleId}>{profile ? t('settings.profileForm.editTitle') : t('settings.profileForm.addTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField label={t('settings.profileForm.name')} required autoFocus {...fieldProps('name')} />
            <Controller
              control={control}
              name="kind"
              render={({ field }) => (
                <TextField select label={t('settings.profileForm.kind')} {...field}>
                  {PROFILE_KINDS.map((kind) => (
                    <MenuItem key={kind} value={kind}>
                      {t(`settings.profiles.kind.${kind}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <TextField label={t('settings.profileForm.baseUrl')} required type="url" {...fieldProps('baseUrl')} />
            <TextField label={t('settings.profileForm.apiUrl')} required type="url" {...fieldProps('apiUrl')} />
            <TextField label={t('settings.profileForm.institutionId')} required {...fieldProps('institutionId')} slotProps={{ htmlInput: { spellCheck: false } }} />
            <TextField
              label={t('settings.profileForm.apiKey')}
              type={showKey ? 'text' : 'password'}
              autoComplete="off"
              {...register('apiKey')}
              error={Boolean(formState.errors.apiKey)}
              helperText={message(formState.errors.apiKey?.message) ?? t('settings.profileForm.apiKeyHelp')}
              slotProps={{
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <IconButton
                        onClick={() => setShowKey((v) => !v)}
                        aria-label={showKey ? t('settings.profileForm.hideKey') : t('settings.profileForm.showKey')}
                        edge="end"
                      >
                        {showKey ? <VisibilityOff /> : <Visibility />}
                      </IconButton>
                    </InputAdornment>
                  ),
                },
              }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
