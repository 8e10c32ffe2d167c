import CheckIcon from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from '../../shared/i18n/use-translation';
import { LANGUAGES, changeLanguage } from '../../shared/i18n/i18n';

/** The language menu (loaded when first opened). */
export default function LanguageMenuList({ id, anchor, onClose }: { id: string; anchor: HTMLElement; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <Menu id={id} anchorEl={anchor} open onClose={onClose}>
      {LANGUAGES.map((language) => (
        <MenuItem
          key={language}
          lang={language}
          selected={i18n.language === language}
          onClick={() => {
            onClose();
            void changeLanguage(language);
          }}
        >
          <ListItemIcon>{i18n.language === language ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
          <ListItemText primary={t(`languages.${language}`)} />
        </MenuItem>
      ))}
    </Menu>
  );
}
