import CheckIcon from '@mui/icons-material/Check';
import SettingsIcon from '@mui/icons-material/Settings';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import { useProfiles } from '../../shared/environment';
import { paths } from '../../shared/lib/paths';

// A menu item keeps to one line, and the institution id, what tells two environments of one name apart, was cut at
// 320 px ("Local · ff4753d4-d3c7-4296-bd2a-"): name and id wrap, the id anywhere (it has no space).
const WRAP_ANYWHERE = { whiteSpace: 'normal', overflowWrap: 'anywhere' } as const;

/** The environment menu (loaded when first opened). */
export default function EnvironmentMenu({ id, anchor, onClose }: { id: string; anchor: HTMLElement; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { profiles, active, store } = useProfiles();
  return (
    <Menu id={id} anchorEl={anchor} open onClose={onClose}>
      {profiles.map((profile) => (
        <MenuItem
          key={profile.id}
          selected={profile.id === active.id}
          onClick={() => {
            store.activate(profile.id);
            onClose();
          }}
        >
          <ListItemIcon>{profile.id === active.id ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
          <ListItemText
            sx={WRAP_ANYWHERE}
            primary={profile.name}
            secondary={`${t(`settings.profiles.kind.${profile.kind}`)} · ${profile.institutionId || t('app.noInstitution')}`}
          />
        </MenuItem>
      ))}
      <Divider />
      <MenuItem
        onClick={() => {
          onClose();
          navigate(paths.settings);
        }}
      >
        <ListItemIcon>
          <SettingsIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={t('app.manageEnvironments')} />
      </MenuItem>
    </Menu>
  );
}
