import { THEMES, WALLPAPERS, type Theme, type Wallpaper } from '@hearth/shared';

const THEME_NOTES: Record<Theme, string> = {
  zen: 'Calm and soft',
  modern: 'Crisp and neutral',
  bold: 'High contrast',
};

interface Props {
  theme: Theme;
  wallpaper: Wallpaper;
  onTheme: (t: Theme) => void;
  onWallpaper: (w: Wallpaper) => void;
}

/** Theme and wallpaper choices for sign-up; each option is a small live preview (radio inputs underneath). */
export function AppearancePicker({ theme, wallpaper, onTheme, onWallpaper }: Props) {
  return (
    <>
      <fieldset className="choice-group">
        <legend className="field-label">Theme</legend>
        <div className="theme-options">
          {THEMES.map((t) => (
            <label key={t} className={`theme-option${t === theme ? ' selected' : ''}`}>
              <input
                className="visually-hidden"
                type="radio"
                name="theme"
                value={t}
                checked={t === theme}
                onChange={() => onTheme(t)}
              />
              <span className="theme-preview" data-theme-scope={t} aria-hidden="true">
                <span className="theme-preview-bar" />
                <span className="theme-preview-line" />
                <span className="theme-preview-line short" />
                <span className="theme-preview-button" />
              </span>
              <span className="theme-name">{t}</span>
              <span className="theme-note">{THEME_NOTES[t]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="choice-group">
        <legend className="field-label">Wallpaper</legend>
        <div className="wallpaper-options">
          {WALLPAPERS.map((w) => (
            <label
              key={w.id}
              className={`wallpaper-option${w.id === wallpaper ? ' selected' : ''}`}
              title={w.label}
            >
              <input
                className="visually-hidden"
                type="radio"
                name="wallpaper"
                value={w.id}
                checked={w.id === wallpaper}
                onChange={() => onWallpaper(w.id)}
              />
              <span className="wallpaper-swatch" data-wallpaper={w.id} aria-hidden="true" />
              <span className="wallpaper-name">{w.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
