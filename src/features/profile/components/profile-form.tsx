import { BUSINESS_TYPES } from "@shared/profile-options";
import type { ProfilePayload } from "@shared/schemas/profile";
import { FormProvider, useForm } from "react-hook-form";
import { CheckboxGroup } from "@/components/ui/checkbox-group";
import { NumberField } from "@/components/ui/number-field";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { fieldProps } from "@/hooks/use-field-props";
import { notifyError, notifySuccess } from "@/lib/toast";
import { useUpdateProfile } from "../api/update-profile";
import type { Profile, ProfileField } from "../types";
import { CustomFieldsSection } from "./custom-fields-section";
import { invalidFieldsSummary } from "./invalid-fields";
import { PartnerDetailsSection } from "./partner-details-section";
import { PLACE_LABELS, RATE_LABELS } from "./partner-terms-fields";
import {
  expertiseOptions,
  type ProfileFormValues,
  profileFormDefaults,
  serviceOptions,
} from "./profile-form-values";
import { profileResolver } from "./profile-resolver";
import { reportSaveFailure } from "./save-failure";

export interface ProfileFormProps {
  profile: Profile;
  fields: readonly ProfileField[];
}

/** product §5's partner business profile form, with the admin-defined fields (PUT /api/profile). */
export function ProfileForm({ profile, fields }: ProfileFormProps) {
  const updateProfile = useUpdateProfile();
  const form = useForm<ProfileFormValues, unknown, ProfilePayload>({
    resolver: profileResolver(fields, profile),
    defaultValues: profileFormDefaults(profile, fields),
  });
  const field = fieldProps(form);

  const save = form.handleSubmit(
    async (payload) => {
      try {
        const saved = await updateProfile.mutateAsync(payload);
        form.reset(profileFormDefaults(saved, fields));
        notifySuccess({ title: "Success", description: "Profile updated successfully!" });
      } catch (error) {
        reportSaveFailure(error, form.setError);
      }
    },
    // The first field in question takes the focus; the toast names those further down.
    (errors) => notifyError({ title: "Error", description: invalidFieldsSummary(errors, fields) }),
  );

  return (
    <FormProvider {...form}>
      <form
        onSubmit={save}
        noValidate
        aria-labelledby="business-profile-heading"
        className="flex flex-col gap-6"
      >
        <section className="flex flex-col gap-1" aria-labelledby="business-profile-heading">
          <h2 id="business-profile-heading" className="text-lg font-semibold">
            Business Profile
          </h2>
          <div className="grid gap-x-4 sm:grid-cols-2">
            <TextField
              label="Business name"
              autoComplete="organization"
              {...field("businessName")}
            />
            <SelectField
              label="Business type"
              placeholder="Select a business type"
              options={BUSINESS_TYPES}
              {...field("businessType")}
            />
            <TextField
              label={PLACE_LABELS.tourLocation}
              hint="The town or city where you host tours; tours are matched to it."
              {...field("location")}
            />
            <NumberField
              label="Max group size"
              min={1}
              max={1000}
              step={1}
              {...field("maxGroupSize", { valueAsNumber: true })}
            />
            <NumberField
              label={RATE_LABELS.usual}
              hint="What you usually charge for an hour of a tour."
              prefix="$"
              min={0}
              step={0.01}
              {...field("hourlyRate")}
            />
          </div>
          <CheckboxGroup
            legend="Expertise"
            options={expertiseOptions(profile)}
            {...field("expertise")}
          />
          <CheckboxGroup
            legend="Services"
            options={serviceOptions(profile)}
            {...field("services")}
          />
        </section>
        <PartnerDetailsSection />
        <CustomFieldsSection fields={fields} />
        <div className="flex justify-end">
          <button
            type="submit"
            className="btn btn-primary w-full sm:w-auto"
            disabled={updateProfile.isPending}
          >
            {updateProfile.isPending ? (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            ) : null}
            Save Changes
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
