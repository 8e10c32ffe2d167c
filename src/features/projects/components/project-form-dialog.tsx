import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { ProjectDto } from '../../../api/generated/types.gen';
import { zCreateProjectDto, zUpdateProjectDto } from '../../../api/generated/zod.gen';
import { useActiveProfile } from '../../../shared/environment';
import { useSingleSubmit } from '../../../shared/hooks/use-single-submit';
import { installZodMessages } from '../../../shared/lib/zod-i18n';
import { useConfirm } from '../../../shared/ui/confirm-dialog';
import { useNotify } from '../../../shared/ui/notifications';
import { FormErrorAlert, hasFieldError } from '../../../shared/ui/form-error-alert';
import { PendingButton } from '../../../shared/ui/submit-button';
import { useFormFailure } from '../../../shared/ui/use-form-failure';
import { useCreateProject } from '../api/use-create-project';
import { useUpdateProject } from '../api/use-update-project';

installZodMessages();

/** What the form holds: the generated create body, plus the id when a project is edited. */
export type ProjectFormValues = z.input<typeof zCreateProjectDto> & { id?: string };

/** The generated create schema; an edited project also carries its id, checked as the update schema does. */
const projectFormSchema = zCreateProjectDto.extend({ id: zUpdateProjectDto.shape.id.optional() });

interface Props {
  open: boolean;
  /** The project to edit; omitted to create one. */
  project?: ProjectDto | null;
  onClose: () => void;
  onSaved?: (projectId: string) => void;
}

/** Create or edit a project, validated by the generated zod schemas; server errors land on their fields. */
export function ProjectFormDialog({ open, project, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const notify = useNotify();
  const showFailure = useFormFailure();
  const { institutionId } = useActiveProfile();
  const create = useCreateProject();
  const update = useUpdateProject();
  const editing = Boolean(project);
  // A retry's success replaces the failure notice of the attempt it retries.
  const projectTopic = `project:${project?.id ?? 'new'}`;

  const form = useForm<ProjectFormValues>({
    resolver: zodResolver(projectFormSchema),
    defaultValues: project ? { id: project.id, name: project.name, description: project.description ?? '' } : { name: '', description: '' },
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState } = form;
  const { errors, isSubmitting, isDirty } = formState;
  const confirm = useConfirm();
  // Escape or a click beside the dialog is easily made by mistake: with something typed, it asks before the typing is
  // lost. Cancel says it on purpose.
  const closeAside = async () => {
    if (isSubmitting) return;
    if (isDirty) {
      const discard = await confirm({
        title: t('projects.form.discardTitle'),
        message: t('projects.form.discardMessage'),
        confirmLabel: t('projects.form.discardConfirm'),
        cancelLabel: t('projects.form.keepEditing'),
        destructive: true,
      });
      if (!discard) return;
    }
    onClose();
  };

  const submit = useSingleSubmit(handleSubmit(async (values) => {
    const name = values.name.trim();
    const description = values.description?.trim() ? values.description : null;
    try {
      let id: string;
      if (project) {
        await update.mutateAsync({ path: { institutionId }, body: { id: project.id, name, description } });
        id = project.id;
      } else {
        id = (await create.mutateAsync({ path: { institutionId }, body: { name, description } })).data;
      }
      notify({ message: t(editing ? 'projects.form.updated' : 'projects.form.created', { name }), topic: projectTopic });
      onSaved?.(id);
      onClose();
    } catch (error) {
      // The project's id is no input: an error on it (the project is gone) is shown at the top of the form.
      showFailure(form, error, {
        summary: t('projects.form.failed'),
        topic: projectTopic,
        // A new project's refusal is about what was entered; an edit's may be about a project changed meanwhile.
        refusedHint: editing ? undefined : t('projects.form.refusedHint'),
        knownFields: ['name', 'description'], messages: { 'Conflict:name': t('projects.form.nameTaken') } });
    }
  }));

  return (
    <Dialog open={open} onClose={() => void closeAside()} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{editing ? t('projects.form.editTitle') : t('projects.form.createTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormErrorAlert message={errors.root?.server?.message} fieldHasError={hasFieldError(errors)} />
            <TextField
              label={t('projects.form.name')}
              required
              autoFocus
              {...register('name')}
              error={Boolean(errors.name)}
              helperText={errors.name?.message ?? t('projects.form.nameHelp')}
            />
            <TextField
              label={t('projects.form.description')}
              multiline
              minRows={3}
              {...register('description')}
              error={Boolean(errors.description)}
              helperText={errors.description?.message ?? t('projects.form.descriptionHelp')}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <PendingButton type="submit" variant="contained" pending={isSubmitting}>
            {editing ? t('common.save') : t('common.create')}
          </PendingButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export default ProjectFormDialog;
