import { StatCard } from "@/components/ui/stat-card";
import type { ProfileField } from "../types";
import { fieldCounts } from "./group-fields";

/** product §2 overview cards: Total Fields, Active Fields, Required Fields, Categories. */
export function ProfileFieldsOverview({ fields }: { fields: readonly ProfileField[] }) {
  const counts = fieldCounts(fields);
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard label="Total Fields" value={counts.total} />
      <StatCard label="Active Fields" value={counts.active} detail="Shown to partners" />
      <StatCard label="Required Fields" value={counts.required} detail="Must be answered" />
      <StatCard label="Categories" value={counts.categories} detail="With at least one field" />
    </div>
  );
}
