/** A light drawn illustration of the foothills and a clinic (decorative, fixed size: no layout shift). */
export function HeroArt({ className }: { className?: string }) {
  return (
    <svg className={className} width="520" height="400" viewBox="0 0 520 400" aria-hidden="true" focusable="false">
      <rect width="520" height="400" rx="28" fill="#e8edf6" />
      <circle cx="410" cy="90" r="44" fill="#f1d99b" />
      <path d="M0 270 110 150l80 80 90-120 110 130 130-90v250H0z" fill="#c9d4e8" />
      <path d="M0 310 140 220l90 60 100-70 190 110v80H0z" fill="#9fb2d3" />
      <rect x="170" y="220" width="180" height="130" rx="10" fill="#faf6ee" />
      <rect x="150" y="205" width="220" height="24" rx="8" fill="#14284b" />
      <path d="M250 246h20v14h14v20h-14v14h-20v-14h-14v-20h14z" fill="#a4161a" />
      <rect x="190" y="300" width="36" height="50" rx="4" fill="#1d3a6b" />
      <rect x="294" y="300" width="36" height="30" rx="4" fill="#e8edf6" />
      <rect x="0" y="350" width="520" height="50" fill="#f1e9d8" />
    </svg>
  );
}
