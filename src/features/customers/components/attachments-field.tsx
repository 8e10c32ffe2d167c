import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteIcon from '@mui/icons-material/Delete';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { get, useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFormat } from '../../../shared/lib/use-format';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS, MAX_SUBMISSION_ATTACHMENT_BYTES } from '../../../shared/kyc/partner-attachment-limits';
import { submissionAttachmentTotal } from '../../../shared/kyc/submission-attachment-total';
import { useFocusItemAfterRender } from '../lib/use-focus-item-after-render';
import { ATTACH_AGAIN, isAwaitingFile } from '../lib/draft-attachments';
import { attachmentName, attachmentProblem, readAttachment } from '../lib/partner-form';
import { base64Bytes } from '../../../shared/kyc/partner-attachment-limits';

const ACCEPT = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';

/** Files attached for the partner: read in the browser, limits stated up front and checked before reading. */
export function AttachmentsField({ name }: { name: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const replaceInput = useRef<HTMLInputElement>(null);
  const reattaching = useRef<number | null>(null);
  const { control, getValues } = useFormContext();
  const { fields, append, remove, update } = useFieldArray({ control, name });
  const { errors, submitCount } = useFormState({ control, name });
  // On the list (too many files, the service's total) or on one file (its content past the contract).
  const error = get(errors, name) as { message?: unknown; type?: unknown } | undefined;
  const listError = error?.type === ATTACH_AGAIN ? t('customers.partner.attachAgainError') : error?.message;
  const fileError = (index: number) => (get(errors, `${name}.${index}.content`) ?? get(errors, `${name}.${index}`)) as { message?: string } | undefined;
  // Every file refused by the last choice, each with its reason: several files chosen at once may be refused for
  // several reasons, and each one is named (only the last one's was, and the others were dropped without a word).
  const [problems, setProblems] = useState<string[]>([]);
  // A send refused for this list's sake (files to attach again, too many) brings the person here, as a field's error
  // does: the form focuses the first field in error it can, and this list is no input. Unless a field before it took
  // the focus, its message takes it, which scrolls it into view and has it read out.
  const listErrorRef = useRef<HTMLParagraphElement>(null);
  const hasListError = typeof listError === 'string';
  useEffect(() => {
    if (!submitCount || !hasListError) return;
    if (document.activeElement?.getAttribute('aria-invalid') === 'true') return;
    listErrorRef.current?.focus();
  }, [submitCount, hasListError]);
  const totalMb = format.number(MAX_SUBMISSION_ATTACHMENT_BYTES / 1024 / 1024);

  // The total holds for every person of what is sent (the natural person, or the company with its persons): read as
  // files are chosen, not watched, so typing elsewhere in the form does not re-render this field.
  const attachedNow = () => {
    const sent = name.split('.')[0];
    return submissionAttachmentTotal({ [sent]: getValues(sent) }).bytes;
  };
  const refuse = (file: File, why: NonNullable<ReturnType<typeof attachmentProblem>>) => {
    const problem = t(`customers.partner.attachmentProblem.${why}`, { name: file.name, max: MAX_ATTACHMENTS, total: totalMb });
    setProblems((shown) => (shown.includes(problem) ? shown : [...shown, problem]));
  };

  /** Files chosen with the Attach button: one named like a file restored from a draft takes its place, others are added. */
  const add = async (files: FileList | null) => {
    setProblems([]);
    let count = fields.length;
    let attached = attachedNow();
    for (const file of Array.from(files ?? [])) {
      const awaiting = (getValues(name) as unknown[]).findIndex((a) => isAwaitingFile(a) && a.file === attachmentName(file));
      // A file that takes a restored name's place adds nothing to the person's count, so a draft restored with every
      // file a person may carry can be attached again.
      const why = attachmentProblem(file, awaiting >= 0 ? count - 1 : count, attached);
      if (why) {
        refuse(file, why);
        continue;
      }
      const attachment = await readAttachment(file, 'kyc');
      // Found again once the file is read: a row removed meanwhile moves the others.
      const stillAwaiting = awaiting >= 0 ? awaitingIndex(attachmentName(file)) : -1;
      if (stillAwaiting >= 0) {
        update(stillAwaiting, attachment);
      } else {
        append(attachment);
        count += 1;
      }
      attached += file.size;
    }
    if (input.current) input.current.value = '';
  };

  /** The file chosen for one restored name (its row's button) takes that name's place, whatever the file is called. */
  const reattach = async (file: File | undefined) => {
    setProblems([]);
    const index = reattaching.current;
    if (replaceInput.current) replaceInput.current.value = '';
    if (!file || index === null) return;
    const waitingFor = (getValues(name) as { file?: string }[])[index]?.file;
    const why = attachmentProblem(file, fields.length - 1, attachedNow());
    if (why) {
      refuse(file, why);
      return;
    }
    const attachment = await readAttachment(file, 'kyc');
    // The row is found again once the file is read (a row removed meanwhile moves the others); if its name was
    // removed meanwhile, the chosen file is added rather than dropped.
    const at = waitingFor === undefined ? -1 : awaitingIndex(waitingFor);
    if (at >= 0) {
      update(at, attachment);
      // Its "attach again" button is gone with the name: focus goes to the row's remove button, not to the page.
      setFocusRow(at);
    } else append(attachment);
  };
  const awaitingIndex = (file: string) => (getValues(name) as unknown[]).findIndex((a) => isAwaitingFile(a) && a.file === file);
  const list = useRef<HTMLUListElement>(null);
  const attachButton = useRef<HTMLButtonElement>(null);
  const setFocusRow = useFocusItemAfterRender(list, 'button[data-remove]', attachButton);
  // The Remove button pressed goes with its file: the focus goes to the Remove of the file now in its place (or the
  // one before, or Attach when none is left), not to the page, where a keyboard user lost their place (QA).
  const removeAt = (index: number) => {
    remove(index);
    setFocusRow(index);
  };
  const chooseFor = (index: number) => {
    reattaching.current = index;
    replaceInput.current?.click();
  };
  // Full only when every file is there: a name restored from a draft waits for its file.
  const full = fields.length >= MAX_ATTACHMENTS && !fields.some(isAwaitingFile);

  return (
    <>
      <Typography variant="body2" color="text.secondary" id={`${inputId}-help`}>
        {t('customers.partner.attachmentLimits', { size: format.number(MAX_ATTACHMENT_BYTES / 1024), max: MAX_ATTACHMENTS, total: totalMb })}
      </Typography>
      <input ref={input} id={inputId} type="file" accept={ACCEPT} multiple hidden onChange={(e) => void add(e.target.files)} aria-describedby={`${inputId}-help`} />
      <input ref={replaceInput} type="file" accept={ACCEPT} hidden onChange={(e) => void reattach(e.target.files?.[0])} />
      <Button ref={attachButton} startIcon={<AttachFileIcon />} onClick={() => input.current?.click()} sx={{ mt: 1 }} disabled={full} aria-describedby={`${inputId}-help`}>
        {t('customers.partner.attach')}
      </Button>
      {problems.length > 0 ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {problems.map((problem) => (
            <div key={problem}>{problem}</div>
          ))}
        </Alert>
      ) : null}
      {typeof listError === 'string' ? (
        <FormHelperText ref={listErrorRef} tabIndex={-1} error role="alert" sx={{ fontSize: 14 }}>
          {listError}
        </FormHelperText>
      ) : null}
      <List dense ref={list}>
        {fields.map((field, index) => {
          const item = field as unknown as { file?: string; content?: string; size?: number };
          const awaiting = isAwaitingFile(item);
          const kb = format.number(Math.ceil((awaiting ? (item.size ?? 0) : base64Bytes(item.content ?? '')) / 1024));
          return (
            <ListItem
              key={field.id}
              // Room for both buttons of a name restored from a draft.
              sx={awaiting ? { pr: 12 } : undefined}
              secondaryAction={
                <>
                  {awaiting ? (
                    <IconButton aria-label={t('customers.partner.attachAgainFile', { name: item.file ?? '' })} onClick={() => chooseFor(index)}>
                      <UploadFileIcon />
                    </IconButton>
                  ) : null}
                  <IconButton edge="end" data-remove aria-label={t('customers.rows.remove', { item: item.file ?? '' })} onClick={() => removeAt(index)}>
                    <DeleteIcon />
                  </IconButton>
                </>
              }
            >
              <ListItemText
                primary={item.file}
                secondary={[`${kb} KB`, awaiting ? t('customers.partner.attachAgain') : null, fileError(index)?.message].filter(Boolean).join(' · ')}
                slotProps={{ secondary: { color: fileError(index) ? 'error' : awaiting ? 'warning.main' : undefined } }}
              />
            </ListItem>
          );
        })}
      </List>
    </>
  );
}
