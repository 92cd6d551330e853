import { MAP_FONT_SIZE, MAP_HEIGHT, MAP_REGIONS, MAP_WIDTH, OFFICE_MARK, regionOf } from './areaMap';

interface AreasMapProps {
  /** The suburbs served (the office's service areas). */
  served: readonly string[];
  /** The office's suburb, marked apart. */
  office: string | null;
}

/**
 * A schematic map of the areas served: the coast, Table Mountain, one marker per region with a served
 * suburb, and the office. The list next to it carries the same information as text.
 */
export function AreasMap({ served, office }: AreasMapProps) {
  const regions = MAP_REGIONS.filter((region) => served.some((suburb) => regionOf(suburb) === region));
  return (
    <svg
      viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
      role="img"
      aria-labelledby="areas-map-title"
      style={{ width: '100%', height: 'auto' }}
    >
      <title id="areas-map-title">
        {`Map of the Cape Town areas we serve: ${regions.map((r) => r.name).join(', ')}${office ? `; our office in ${office}` : ''}`}
      </title>
      <rect width={MAP_WIDTH} height={MAP_HEIGHT} fill="#d0ebff" />
      <path
        d="M30 0 L100 0 L100 90 L56 90 L52 80 L44 78 L40 70 L30 66 L22 60 L12 56 L14 48 L22 44 L28 38 L32 30 L30 20 L28 10 Z"
        fill="#f1ebe1"
        stroke="#a89985"
        strokeWidth="0.6"
      />
      <path d="M26 58 L30 52 L38 51 L42 56 L36 60 Z" fill="#8a9ba8" />
      {regions.map((region) => (
        <g key={region.name}>
          <circle cx={region.x} cy={region.y} r="2.5" fill="#1f7a35" stroke="#fff" strokeWidth="0.8" />
          <text x={region.labelX} y={region.labelY} fontSize={MAP_FONT_SIZE} fill="#145523" fontWeight="700">
            {region.name}
          </text>
        </g>
      ))}
      {office && (
        <g>
          <rect
            x={OFFICE_MARK.x - 2}
            y={OFFICE_MARK.y - 2}
            width="4"
            height="4"
            fill="#e8590c"
            stroke="#fff"
            strokeWidth="0.8"
          />
          <text
            x={OFFICE_MARK.labelX}
            y={OFFICE_MARK.labelY}
            fontSize={MAP_FONT_SIZE}
            fill="#7a2e06"
            fontWeight="700"
          >
            {`Our office: ${office}`}
          </text>
        </g>
      )}
    </svg>
  );
}
