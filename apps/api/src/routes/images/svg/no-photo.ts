// A car without photos: a grey frame in the card's 4:3 with a camera and «Нет фото».
export function noPhotoSvg(): string {
  return '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" role="img" aria-label="Нет фото"><rect width="800" height="600" fill="#eceff3"/><g fill="none" stroke="#9aa3ae" stroke-width="14" stroke-linejoin="round"><path d="M300 230h50l22-34h56l22 34h50a20 20 0 0 1 20 20v130a20 20 0 0 1-20 20H300a20 20 0 0 1-20-20V250a20 20 0 0 1 20-20z"/><circle cx="400" cy="315" r="48"/></g><text x="400" y="470" text-anchor="middle" font-family="Arial, sans-serif" font-size="36" fill="#6b7480">Нет фото</text></svg>';
}
