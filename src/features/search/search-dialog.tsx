import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import { useActiveProfile } from '../../shared/environment';
import type { FeatureId } from '../../shared/lib/feature-module';
import { useRegisteredFeatures } from '../../shared/lib/registered-features';
import { providersFor } from './providers';
import type { SearchHit } from './search-provider';
import { useDebouncedValue } from '../../shared/hooks/use-debounced-value';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Features whose screens exist (defaults to the app's registered features); providers linking elsewhere stay off. */
  enabledFeatures?: ReadonlySet<FeatureId>;
}

// At the top, not centred (the field stays put as results come), 80 px down, and as tall as the screen leaves below
// that: with MUI's height for a centred dialog its bottom ran 16 px off the screen, at 320 × 256 px (400 % zoom) past
// the list's end. On a phone-sized screen 16 px down.
const DIALOG_SLOTS = {
  paper: { sx: { alignSelf: 'flex-start', mt: { xs: 2, sm: 10 }, maxHeight: { xs: 'calc(100% - 48px)', sm: 'calc(100% - 112px)' } } },
} as const;
// An e-mail address has no space to break at: at 320 px it ran out of the list (which then scrolled sideways).
const WRAP_ANYWHERE = { overflowWrap: 'anywhere' } as const;

/** Global search (Ctrl/Cmd+K): projects, assets, customers and transactions, each result opens its screen. */
export default function SearchDialog({ open, onClose, enabledFeatures: given }: Props) {
  const registered = useRegisteredFeatures();
  const enabledFeatures = given ?? registered;
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const profile = useActiveProfile();
  const [text, setText] = useState('');
  // -1: nothing highlighted yet; Enter then opens the first result.
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(text.trim(), 250);
  const ids = { title: useId(), listbox: useId(), option: useId() };
  const providers = useMemo(() => providersFor(enabledFeatures), [enabledFeatures]);

  const results = useQueries({
    queries: providers.map((provider) => ({
      // The language too: a result names enum values in it.
      queryKey: ['global-search', profile.id, provider.id, query, i18n.language],
      queryFn: ({ signal }: { signal: AbortSignal }) => provider.search(query, { institutionId: profile.institutionId, queryClient, signal, t }),
      enabled: Boolean(profile.institutionId) && query.length >= Math.max(provider.minLength, 2),
      retry: false,
      staleTime: 30_000,
    })),
  });

  const groups = providers.map((provider, index) => ({ provider, result: results[index] }));
  const hits: (SearchHit & { group: string })[] = groups.flatMap(({ provider, result }) => (result.data ?? []).map((hit) => ({ ...hit, group: provider.id })));
  const loading = results.some((r) => r.isFetching);
  const activeIndex = Math.min(active, hits.length - 1);
  // Within the debounce window the hits on screen belong to the previous text.
  const hitsMatchText = query === text.trim();

  const go = (hit: SearchHit) => {
    onClose();
    navigate(hit.href);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => (hits.length ? (i + 1) % hits.length : -1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => (hits.length ? (i <= 0 ? hits.length - 1 : i - 1) : -1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (hitsMatchText && hits.length > 0) go(hits[Math.max(activeIndex, 0)]);
    }
  };

  const offsets = groups.reduce<number[]>((acc, { result }, i) => [...acc, acc[i] + (result.data?.length ?? 0)], [0]);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={ids.title} fullWidth maxWidth="sm" slotProps={DIALOG_SLOTS}>
      <DialogTitle id={ids.title} sx={{ pb: 1 }}>
        {t('search.title')}
      </DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> },
            htmlInput: {
              role: 'combobox',
              'aria-expanded': hits.length > 0,
              'aria-controls': ids.listbox,
              'aria-autocomplete': 'list',
              'aria-activedescendant': activeIndex >= 0 ? `${ids.option}-${activeIndex}` : undefined,
            },
          }}
        />
        <Box sx={{ height: 4, mt: 1 }}>{loading ? <LinearProgress aria-label={t('search.searching')} /> : null}</Box>
        <Box aria-live="polite" sx={{ mt: 1 }}>
          {query.length < 2 ? (
            <Typography variant="body2" color="text.secondary">
              {t('search.hint')}
            </Typography>
          ) : !loading && hits.length === 0 && results.every((r) => !r.isError) ? (
            <Typography variant="body2" color="text.secondary">
              {t('search.noResults', { query })}
            </Typography>
          ) : null}
          {groups
            .filter(({ result }) => result.isError)
            .map(({ provider }) => (
              <Alert key={provider.id} severity="warning" sx={{ mt: 1 }}>
                {t('search.failed', { group: t(`search.groups.${provider.id}`) })}
              </Alert>
            ))}
        </Box>
        <List id={ids.listbox} role="listbox" aria-label={t('search.title')} dense sx={{ maxHeight: 420, overflow: 'auto' }}>
          {groups.map(({ provider, result }, groupIndex) =>
            result.data && result.data.length > 0 ? (
              <li key={provider.id} role="presentation">
                <List role="group" aria-label={t(`search.groups.${provider.id}`)} dense disablePadding>
                  <ListSubheader role="presentation" sx={{ lineHeight: '32px' }}>
                    {t(`search.groups.${provider.id}`)}
                  </ListSubheader>
                  {result.data.map((hit, hitIndex) => {
                    const index = offsets[groupIndex] + hitIndex;
                    return (
                      <ListItemButton
                        key={`${provider.id}-${hit.id}`}
                        id={`${ids.option}-${index}`}
                        role="option"
                        aria-selected={index === activeIndex}
                        selected={index === activeIndex}
                        onClick={() => go(hit)}
                        onMouseEnter={() => setActive(index)}
                        tabIndex={-1}
                      >
                        <ListItemText primary={hit.primary} secondary={hit.secondary} sx={WRAP_ANYWHERE} />
                      </ListItemButton>
                    );
                  })}
                </List>
              </li>
            ) : null,
          )}
        </List>
      </DialogContent>
    </Dialog>
  );
}
