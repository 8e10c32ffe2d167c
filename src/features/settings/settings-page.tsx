import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useColorMode } from '../../shared/theme/color-mode';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { isProduction, useProfiles, type ConnectionProfile } from '../../shared/environment';
import { LANGUAGES, changeLanguage, isLanguage } from '../../shared/i18n/i18n';
import { useConfirm } from '../../shared/ui/confirm-dialog';
import { useNotify } from '../../shared/ui/notifications';
import { PageHeader } from '../../shared/ui/page-header';
import { ProfileFormDialog } from './profile-form-dialog';
import type { ProfileFormValues } from './profile-schema';

function newId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `p-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

function ProfilesCard() {
  const { t } = useTranslation();
  const { profiles, active, store } = useProfiles();
  const confirm = useConfirm();
  const notify = useNotify();
  const [editing, setEditing] = useState<ConnectionProfile | 'new' | null>(null);

  const save = (values: ProfileFormValues) => {
    const id = editing && editing !== 'new' ? editing.id : newId();
    store.upsert({ id, ...values });
    notify({ message: t('settings.profiles.saved', { name: values.name }) });
    setEditing(null);
  };

  const remove = async (profile: ConnectionProfile) => {
    const ok = await confirm({
      title: t('settings.profiles.deleteConfirm', { name: profile.name }),
      message: t('settings.profiles.deleteMessage'),
      confirmLabel: t('common.delete'),
      destructive: true,
    });
    if (!ok) return;
    store.remove(profile.id);
    notify({ message: t('settings.profiles.deleted', { name: profile.name }) });
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', mb: 2 }}>
          <div>
            <Typography variant="h6" component="h2">
              {t('settings.profiles.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('settings.profiles.description')}
            </Typography>
          </div>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')} sx={{ alignSelf: 'flex-start', flexShrink: 0 }}>
            {t('settings.profiles.add')}
          </Button>
        </Stack>
        <TableContainer>
          <Table size="small" aria-label={t('settings.profiles.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('settings.profileForm.name')}</TableCell>
                <TableCell>{t('settings.profileForm.kind')}</TableCell>
                <TableCell>{t('settings.profileForm.institutionId')}</TableCell>
                <TableCell>{t('settings.profileForm.baseUrl')}</TableCell>
                <TableCell>{t('settings.profileForm.apiKey')}</TableCell>
                <TableCell align="right">{t('projects.columns.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {profiles.map((profile) => (
                <TableRow key={profile.id} selected={profile.id === active.id}>
                  <TableCell>
                    <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
                      <span>{profile.name}</span>
                      {profile.id === active.id ? <Chip size="small" color="primary" label={t('settings.profiles.active')} /> : null}
                    </Stack>
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={isProduction(profile) ? t('app.production') : t(`settings.profiles.kind.${profile.kind}`)}
                      color={isProduction(profile) ? 'error' : profile.kind === 'Sandbox' ? 'warning' : 'default'}
                      variant={isProduction(profile) ? 'filled' : 'outlined'}
                    />
                  </TableCell>
                  <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>{profile.institutionId || '—'}</TableCell>
                  <TableCell sx={{ fontSize: 12, wordBreak: 'break-all' }}>
                    {profile.baseUrl}
                    {profile.apiUrl !== profile.baseUrl ? <div>{profile.apiUrl}</div> : null}
                  </TableCell>
                  <TableCell>{profile.apiKey ? t('settings.profiles.keySet') : t('settings.profiles.keyMissing')}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {profile.id !== active.id ? (
                      <Button
                        size="small"
                        onClick={() => {
                          store.activate(profile.id);
                          notify({ message: t('settings.profiles.activated', { name: profile.name }), severity: 'info' });
                        }}
                        aria-label={t('settings.profiles.activateNamed', { name: profile.name })}
                      >
                        {t('settings.profiles.activate')}
                      </Button>
                    ) : null}
                    <Tooltip title={t('common.edit')}>
                      <IconButton onClick={() => setEditing(profile)} aria-label={t('settings.profiles.editNamed', { name: profile.name })}>
                        <EditIcon />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={profiles.length <= 1 ? t('settings.profiles.lastProfile') : t('common.delete')}>
                      <span>
                        <IconButton
                          onClick={() => void remove(profile)}
                          disabled={profiles.length <= 1}
                          aria-label={t('settings.profiles.deleteNamed', { name: profile.name })}
                        >
                          <DeleteIcon />
                        </IconButton>
                      </span>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </CardContent>
      {editing ? (
        <ProfileFormDialog open profile={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onSave={save} />
      ) : null}
    </Card>
  );
}

function AppearanceCard() {
  const { t, i18n } = useTranslation();
  const { mode, setMode } = useColorMode();
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={4}>
          <FormControl>
            <FormLabel id="color-mode-label">{t('settings.appearance.mode')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="color-mode-label"
              value={mode}
              onChange={(e) => setMode(e.target.value as 'system' | 'light' | 'dark')}
            >
              {(['system', 'light', 'dark'] as const).map((value) => (
                <FormControlLabel key={value} value={value} control={<Radio />} label={t(`settings.appearance.modes.${value}`)} />
              ))}
            </RadioGroup>
          </FormControl>
          <TextField
            select
            label={t('settings.language.label')}
            value={i18n.language}
            onChange={(e) => {
              if (isLanguage(e.target.value)) void changeLanguage(e.target.value);
            }}
            sx={{ maxWidth: 240 }}
          >
            {LANGUAGES.map((language) => (
              <MenuItem key={language} value={language} lang={language}>
                {t(`languages.${language}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </CardContent>
    </Card>
  );
}

export function SettingsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('settings.title')} />
      <Stack spacing={3}>
        <ProfilesCard />
        <section aria-labelledby="appearance-heading">
          <Typography id="appearance-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('settings.appearance.title')}
          </Typography>
          <AppearanceCard />
        </section>
      </Stack>
    </>
  );
}
