import { useId } from "react";

export interface BarSeries {
  label: string;
  /** One value per category, in the unit `format` writes. */
  values: readonly number[];
  /** The bars' fill and the legend's swatch: a theme colour class ("fill-primary"). */
  fillClass: string;
}

export interface BarChartProps {
  title: string;
  /** Short axis labels ("Nov"), one per category. */
  categories: readonly string[];
  /** The same categories in full ("November 2026"), for the table. */
  categoryNames: readonly string[];
  series: readonly BarSeries[];
  /** How a value reads: "$1,250.50", "3". */
  format: (value: number) => string;
  /** Series drawn on top of one another (parts of one total) instead of side by side. */
  stacked?: boolean;
}

const WIDTH = 360;
const HEIGHT = 200;
// Room for "$12,500" at a phone's label size.
const LEFT = 64;
const BOTTOM = 24;
const TOP = 8;
const GRID_LINES = 4;
/**
 * The labels' size in the picture's own units, which scale with its width: on a phone (about
 * 310 px wide, 0.86 of them) 15 draws about 13 px; from sm up the picture is drawn larger and 9
 * is enough. On a phone every other month is labelled, the latest always: twelve would touch.
 */
const LABEL_CLASS = "fill-base-content/75 text-[15px] sm:text-[9px]";

/** A round top for the axis: 1, 2 or 5 times a power of ten, at least `max`. */
export function niceMax(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= max) ?? 10;
  return step * power;
}

/**
 * A bar chart with its figures: the picture for the eye (an image named by its title), and the
 * same numbers as a table for a screen reader or anyone who wants them exact. Colours come from
 * the theme, so it reads in light and dark.
 */
export function BarChart({
  title,
  categories,
  categoryNames,
  series,
  format,
  stacked,
}: BarChartProps) {
  const titleId = useId();
  const totals = categories.map((_, index) =>
    stacked
      ? series.reduce((sum, one) => sum + (one.values[index] ?? 0), 0)
      : Math.max(0, ...series.map((one) => one.values[index] ?? 0)),
  );
  const top = niceMax(Math.max(0, ...totals));
  const plotWidth = WIDTH - LEFT;
  const plotHeight = HEIGHT - BOTTOM - TOP;
  const band = plotWidth / Math.max(1, categories.length);
  const barWidth = stacked ? band * 0.6 : (band * 0.75) / Math.max(1, series.length);
  const y = (value: number) => TOP + plotHeight - (value / top) * plotHeight;

  return (
    <figure className="flex flex-col gap-3">
      <figcaption id={titleId} className="font-semibold">
        {title}
      </figcaption>
      <ul className="flex flex-wrap gap-4 text-sm" aria-hidden="true">
        {series.map((one) => (
          <li key={one.label} className="flex items-center gap-2">
            <svg viewBox="0 0 10 10" className="size-3" aria-hidden="true">
              <rect width="10" height="10" rx="2" className={one.fillClass} />
            </svg>
            {one.label}
          </li>
        ))}
      </ul>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full max-w-3xl"
        role="img"
        aria-labelledby={titleId}
      >
        <title>{title}</title>
        {Array.from({ length: GRID_LINES + 1 }, (_, step) => {
          const value = (top / GRID_LINES) * step;
          return (
            <g key={value}>
              <line
                x1={LEFT}
                x2={WIDTH}
                y1={y(value)}
                y2={y(value)}
                className="stroke-base-content/15"
                strokeWidth="1"
              />
              <text x={LEFT - 4} y={y(value) + 3} textAnchor="end" className={LABEL_CLASS}>
                {format(value)}
              </text>
            </g>
          );
        })}
        {categories.map((category, index) => {
          const bandStart = LEFT + band * index;
          let stackTop = 0;
          return (
            <g key={categoryNames[index] ?? category}>
              {series.map((one, seriesIndex) => {
                const value = one.values[index] ?? 0;
                const x = stacked
                  ? bandStart + (band - barWidth) / 2
                  : bandStart + band * 0.125 + barWidth * seriesIndex;
                const base = stacked ? stackTop : 0;
                if (stacked) stackTop += value;
                const height = y(base) - y(base + value);
                return (
                  <rect
                    key={one.label}
                    x={x}
                    y={y(base + value)}
                    width={barWidth}
                    height={Math.max(0, height)}
                    className={one.fillClass}
                  />
                );
              })}
              <text
                x={bandStart + band / 2}
                y={HEIGHT - 6}
                textAnchor="middle"
                className={`${LABEL_CLASS} ${(categories.length - 1 - index) % 2 === 1 ? "max-sm:hidden" : ""}`}
              >
                {category}
              </text>
            </g>
          );
        })}
      </svg>
      <details>
        <summary className="cursor-pointer text-sm font-medium">Figures as a table</summary>
        <div className="overflow-x-auto">
          <table className="table table-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                <th scope="col">Month</th>
                {series.map((one) => (
                  <th key={one.label} scope="col" className="text-right">
                    {one.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {categoryNames.map((name, index) => (
                <tr key={name}>
                  <th scope="row" className="font-normal">
                    {name}
                  </th>
                  {series.map((one) => (
                    <td key={one.label} className="text-right tabular-nums">
                      {format(one.values[index] ?? 0)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
