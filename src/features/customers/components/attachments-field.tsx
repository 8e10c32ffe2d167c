import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFormat } from '../../../shared/lib/use-format';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS, attachmentProblem, readAttachment } from '../lib/partner-form';

/** Files attached for the partner: read in the browser, limits stated up front and checked before reading. */
export function AttachmentsField({ name }: { name: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name });
  const [problem, setProblem] = useState<string | null>(null);

  const add = async (files: FileList | null) => {
    setProblem(null);
    let count = fields.length;
    for (const file of Array.from(files ?? [])) {
      const why = attachmentProblem(file, count);
      if (why) {
        setProblem(t(`customers.partner.attachmentProblem.${why}`, { name: file.name, max: MAX_ATTACHMENTS }));
        continue;
      }
      append(await readAttachment(file, 'kyc'));
      count += 1;
    }
    if (input.current) input.current.value = '';
  };

  return (
    <>
      <Typography variant="body2" color="text.secondary" id={`${inputId}-help`}>
        {t('customers.partner.attachmentLimits', { size: format.number(MAX_ATTACHMENT_BYTES / 1024), max: MAX_ATTACHMENTS })}
      </Typography>
      <input ref={input} id={inputId} type="file" accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg" multiple hidden onChange={(e) => void add(e.target.files)} aria-describedby={`${inputId}-help`} />
      <Button startIcon={<AttachFileIcon />} onClick={() => input.current?.click()} sx={{ mt: 1 }} disabled={fields.length >= MAX_ATTACHMENTS}>
        {t('customers.partner.attach')}
      </Button>
      {problem ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      ) : null}
      <List dense>
        {fields.map((field, index) => {
          const item = field as unknown as { file?: string; content?: string };
          return (
            <ListItem
              key={field.id}
              secondaryAction={
                <IconButton edge="end" aria-label={t('customers.rows.remove', { item: item.file ?? '' })} onClick={() => remove(index)}>
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText primary={item.file} secondary={`${format.number(Math.ceil(((item.content?.length ?? 0) * 3) / 4 / 1024))} KB`} />
            </ListItem>
          );
        })}
      </List>
    </>
  );
}
