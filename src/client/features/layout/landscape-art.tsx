/**
 * The landing page's full-page artwork (docs/design.md §6: our own, no stock photos): a calm Nordic morning —
 * pale sky, low sun, layered teal hills with spruces and a still lake. Pure SVG, about 2 KB.
 */
export function LandscapeArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 1440 900" preserveAspectRatio="xMidYMax slice" aria-hidden="true" className={className}>
      <defs>
        <linearGradient id="la-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fbf8f3" />
          <stop offset="0.6" stopColor="#f1f3ee" />
          <stop offset="1" stopColor="#dcefea" />
        </linearGradient>
        <linearGradient id="la-lake" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#b9ddd6" />
          <stop offset="1" stopColor="#e7f3f0" />
        </linearGradient>
        <radialGradient id="la-sun" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#fbe3c4" />
          <stop offset="0.6" stopColor="#f8dcc0" stopOpacity="0.7" />
          <stop offset="1" stopColor="#f8dcc0" stopOpacity="0" />
        </radialGradient>
        <symbol id="la-spruce" viewBox="0 0 20 48">
          <path d="M10 0 2 16h5L1 30h6L0 44h9v4h2v-4h9l-7-14h6l-6-14h5z" />
        </symbol>
      </defs>
      <rect width="1440" height="900" fill="url(#la-sky)" />
      <circle cx="1060" cy="300" r="170" fill="url(#la-sun)" />
      <circle cx="1060" cy="300" r="64" fill="#f7d3ad" opacity="0.85" />
      <path
        d="M210 190q12-10 24 0q12-10 24 0M300 150q9-8 18 0q9-8 18 0"
        fill="none"
        stroke="#a8a29e"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <path d="M0 560C180 500 330 470 520 500S860 450 1040 470 1320 520 1440 500V900H0Z" fill="#d6ebe6" />
      <path d="M0 610C160 570 300 560 470 585S790 545 980 560 1280 600 1440 585V900H0Z" fill="#a9d3cb" />
      <g fill="#6fb0a4">
        <use href="#la-spruce" x="150" y="540" width="20" height="48" />
        <use href="#la-spruce" x="176" y="552" width="16" height="38" />
        <use href="#la-spruce" x="1210" y="548" width="22" height="52" />
        <use href="#la-spruce" x="1240" y="562" width="16" height="38" />
        <use href="#la-spruce" x="985" y="532" width="18" height="44" />
        <use href="#la-spruce" x="586" y="560" width="18" height="42" />
        <use href="#la-spruce" x="866" y="552" width="18" height="44" />
        <use href="#la-spruce" x="888" y="566" width="14" height="32" />
      </g>
      <path d="M0 665C200 630 380 640 560 660S940 625 1140 640 1360 670 1440 660V900H0Z" fill="#4f9c8f" />
      <g fill="#2f7f73">
        <use href="#la-spruce" x="60" y="600" width="30" height="72" />
        <use href="#la-spruce" x="96" y="620" width="22" height="54" />
        <use href="#la-spruce" x="1320" y="596" width="30" height="72" />
        <use href="#la-spruce" x="1356" y="618" width="22" height="52" />
      </g>
      <path d="M0 720C240 700 520 705 760 712S1200 700 1440 708V900H0Z" fill="url(#la-lake)" />
      <path
        d="M420 760h180M700 790h260M260 815h140M1020 770h150"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        opacity="0.7"
      />
      <path d="M0 850C300 820 620 835 900 845S1300 830 1440 838V900H0Z" fill="#0f766e" opacity="0.9" />
    </svg>
  );
}
