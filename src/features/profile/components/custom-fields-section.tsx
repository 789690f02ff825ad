import type { ProfileField } from "../types";
import { CustomFieldInput } from "./custom-field-input";

/** product §3's categories, in the order the form shows them; others follow by name. */
const CATEGORY_ORDER = [
  "basic",
  "business",
  "expertise",
  "credentials",
  "capabilities",
  "preferences",
];

function categoryRank(category: string) {
  const rank = CATEGORY_ORDER.indexOf(category);
  return rank === -1 ? CATEGORY_ORDER.length : rank;
}

/** The fields by category (SPEC's order), each category's by display order, then label. */
export function groupByCategory(fields: readonly ProfileField[]): [string, ProfileField[]][] {
  const groups = new Map<string, ProfileField[]>();
  const sorted = [...fields].sort(
    (a, b) =>
      categoryRank(a.category) - categoryRank(b.category) ||
      a.category.localeCompare(b.category) ||
      a.displayOrder - b.displayOrder ||
      a.fieldLabel.localeCompare(b.fieldLabel),
  );
  for (const field of sorted)
    groups.set(field.category, [...(groups.get(field.category) ?? []), field]);
  return [...groups];
}

const title = (category: string) =>
  `${category.charAt(0).toUpperCase()}${category.slice(1).replaceAll("_", " ")}`;

/** The admin-defined profile fields, grouped under their category headings. */
export function CustomFieldsSection({ fields }: { fields: readonly ProfileField[] }) {
  if (fields.length === 0) return null;
  return (
    <section aria-labelledby="custom-fields-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="custom-fields-heading" className="text-lg font-semibold">
          Additional Information
        </h2>
        <p className="text-sm text-base-content/75">Fields marked (required) must be filled in.</p>
      </div>
      {groupByCategory(fields).map(([category, group]) => (
        <div key={category} className="flex flex-col gap-1">
          <h3 className="font-medium text-base-content/80">{title(category)}</h3>
          <div className="grid gap-x-4 sm:grid-cols-2">
            {group.map((field) => (
              <div
                key={field.id}
                className={
                  field.fieldType === "textarea" || field.fieldType === "multiselect"
                    ? "sm:col-span-2"
                    : ""
                }
              >
                <CustomFieldInput field={field} />
              </div>
            ))}
          </div>
        </div>
      ))}
    </section>
  );
}
