import FolderOffIcon from '@mui/icons-material/FolderOff';
import Button from '@mui/material/Button';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link as RouterLink } from 'react-router';
import { LOCAL_PROFILE_ID, useActiveProfile, useDemoLookupPending } from '../../../shared/environment';
import { paths } from '../../../shared/lib/paths';
import { EmptyState, LoadingState } from '../../../shared/ui/states';

/**
 * What a projects screen shows when the active profile has no institution id: a way to Settings. While the
 * Local profile is still being filled from the service's demo profile, a short loading state instead.
 */
export function NoInstitutionState() {
  const { t } = useTranslation();
  const profile = useActiveProfile();
  const lookingUp = useDemoLookupPending();
  if (lookingUp && profile.id === LOCAL_PROFILE_ID) return <LoadingState />;
  return (
    <EmptyState
      icon={<FolderOffIcon />}
      title={t('projects.noInstitution.title')}
      description={t('projects.noInstitution.description')}
      action={
        <Button variant="contained" component={RouterLink} to={paths.settings}>
          {t('projects.noInstitution.action')}
        </Button>
      }
    />
  );
}
