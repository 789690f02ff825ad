import { ADD_ONS } from "@shared/add-ons";
import type { UseFormRegisterReturn } from "react-hook-form";
import { formatMoney } from "@/utils/format";
import { centsToDollars } from "./bid-total";

/** product §9's five add-ons as checkboxes, each with its price; checked ids form one array. */
export function AddOnChoices({ registration }: { registration: UseFormRegisterReturn }) {
  return (
    <fieldset className="fieldset">
      <legend className="fieldset-legend">Add-on services</legend>
      <div className="grid gap-2">
        {ADD_ONS.map((addOn) => (
          <label
            key={addOn.id}
            className="flex cursor-pointer items-center gap-3 rounded-box border border-base-300 px-3 py-2.5 text-sm has-checked:border-primary has-checked:bg-primary/5"
          >
            <input
              type="checkbox"
              value={addOn.id}
              className="checkbox checkbox-primary checkbox-sm rounded-[0.25rem]"
              {...registration}
            />
            <span className="grow">{addOn.label}</span>
            <span className="font-medium">+{formatMoney(centsToDollars(addOn.priceCents))}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
