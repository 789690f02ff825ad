import { TaxFormsManager } from "@/features/tax/admin/components/tax-forms-manager";

/** 1099 Forms (/admin/tax-forms): the year's 1099-NEC recipients and their CSV. */
export function AdminTaxFormsRoute() {
  return (
    <>
      <title>1099 Forms · Tour Partner Portal</title>
      <h1 className="mb-6 text-3xl font-bold">1099 Forms</h1>
      <TaxFormsManager />
    </>
  );
}
