/** The room's address without one-off parameters, for another phone or a friend. */
export function roomShareUrl(href = location.href): string {
  const url = new URL(href);
  const keep = new URLSearchParams();
  for (const k of ['rid', 'lng', 'cn']) {
    const v = url.searchParams.get(k);
    if (v) keep.set(k, v);
  }
  return `${url.origin}${url.pathname}?${keep.toString()}`;
}

/** Copies it with the Clipboard API, or the old selection way where that is missing. */
export async function copyRoomUrl(): Promise<boolean> {
  const text = roomShareUrl();
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    let ok: boolean;
    try {
      ok = document.execCommand('copy');
    } catch {
      ok = false;
    }
    area.remove();
    return ok;
  }
}
