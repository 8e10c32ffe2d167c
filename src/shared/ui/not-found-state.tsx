import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from './states';

/**
 * A page's address that names nothing the institution has (a stale link, a mistyped id): says so, and leads back to
 * the list it would have come from.
 */
export function NotFoundState({ title, description, back }: { title: string; description?: string; back: { to: string; label: string } }) {
  return (
    <EmptyState
      icon={<SearchOffIcon />}
      title={title}
      description={description}
      action={
        <Button component={RouterLink} to={back.to} variant="contained">
          {back.label}
        </Button>
      }
    />
  );
}
