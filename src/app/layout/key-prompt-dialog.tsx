import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { keyPrompt } from '../../api/key-prompt';

/** Asks for the profile's API key after a 401; the waiting request is retried with the new key. */
export function KeyPromptDialog() {
  const { t } = useTranslation();
  const request = useSyncExternalStore(keyPrompt.subscribe, keyPrompt.current, keyPrompt.current);
  const [key, setKey] = useState('');
  const titleId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    keyPrompt.answer(key);
    setKey('');
  };
  const cancel = () => {
    keyPrompt.answer(null);
    setKey('');
  };

  return (
    <Dialog open={request !== null} onClose={cancel} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('keyPrompt.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t('keyPrompt.message', { name: request?.profileName ?? '', institutionId: request?.institutionId || '—' })}
          </DialogContentText>
          <TextField
            label={t('keyPrompt.label')}
            type="password"
            autoComplete="off"
            value={key}
            onChange={(e) => setKey(e.target.value)}
            autoFocus
            required
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={cancel}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!key.trim()}>
            {t('keyPrompt.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export default KeyPromptDialog;
