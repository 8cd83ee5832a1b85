/** A person's avatar image, or their initial on a colour of the theme. */
export function Avatar({
  name,
  url,
  size = 36,
}: {
  name: string;
  url: string | null | undefined;
  size?: number;
}) {
  const style = { width: size, height: size, fontSize: size * 0.42 };
  return url ? (
    <img className="member-avatar" src={url} alt="" style={style} />
  ) : (
    <span className="member-avatar member-initial" aria-hidden="true" style={style}>
      {(name || 'User').charAt(0).toUpperCase()}
    </span>
  );
}
