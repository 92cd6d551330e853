import { SERVED_AREAS } from './company';

/**
 * A schematic map of the areas served, drawn from SERVED_AREAS: the coast, Table Mountain, and one
 * marker per region. The list next to it carries the same information as text.
 */
export function AreasMap() {
  return (
    <svg
      viewBox="0 0 100 90"
      role="img"
      aria-labelledby="areas-map-title"
      style={{ width: '100%', height: 'auto' }}
    >
      <title id="areas-map-title">
        Map of the Cape Town areas we serve: {SERVED_AREAS.map((a) => a.region).join(', ')}
      </title>
      <rect width="100" height="90" fill="#d0ebff" />
      <path
        d="M30 0 L100 0 L100 90 L56 90 L52 80 L44 78 L40 70 L30 66 L22 60 L12 56 L14 48 L22 44 L28 38 L32 30 L30 20 L28 10 Z"
        fill="#f1ebe1"
        stroke="#a89985"
        strokeWidth="0.6"
      />
      <path d="M26 58 L30 52 L38 51 L42 56 L36 60 Z" fill="#8a9ba8" />
      {SERVED_AREAS.map((area) => (
        <g key={area.region}>
          <circle cx={area.x} cy={area.y} r="3" fill="#1f7a35" stroke="#fff" strokeWidth="0.8" />
          <text x={area.x + 4} y={area.y + 1.5} fontSize="4" fill="#145523" fontWeight="700">
            {area.region}
          </text>
        </g>
      ))}
    </svg>
  );
}
