import { zodResolver } from "@hookform/resolvers/zod";
import { CHAT_MESSAGE_MAX_LENGTH } from "@shared/contracts/limits";
import { type AdminChatReplyInput, adminChatReplySchema } from "@shared/schemas/admin-chat-reply";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { SendIcon } from "@/components/ui/icons";
import { FieldError } from "@/components/ui/text-field";
import { notifyError } from "@/lib/toast";
import { errorMessage } from "@/utils/error-message";
import { useCreateSupportReply } from "../api/create-support-reply";

export const REPLY_FAILED = "Failed to send message. Please try again.";

export interface SupportReplyFormProps {
  userId: string;
  onSent?: () => void;
  /** The tour the partner's latest message is about: the answer is about it too, unless unticked. */
  about?: { tourId: string; tourTitle: string | null };
}

/**
 * The admin's answer box: sent as the Support Agent. Enter sends, Shift+Enter starts a new line;
 * the text is trimmed and cannot be empty.
 */
export function SupportReplyForm({ userId, onSent, about }: SupportReplyFormProps) {
  const reply = useCreateSupportReply(userId);
  const id = useId();
  const errorId = `${id}-error`;
  const form = useForm<AdminChatReplyInput>({
    resolver: zodResolver(adminChatReplySchema),
    defaultValues: { message: "" },
  });
  const error = form.formState.errors.message?.message;

  const [aboutTour, setAboutTour] = useState(true);
  const submit = form.handleSubmit(async (values) => {
    onSent?.();
    try {
      await reply.mutateAsync({ ...values, tourId: about && aboutTour ? about.tourId : null });
      form.reset({ message: "" });
    } catch (failure) {
      notifyError({ title: "Error", description: errorMessage(failure, REPLY_FAILED) });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="border-t border-base-300 bg-base-100 p-3">
      {about ? (
        <label className="label mb-2 cursor-pointer gap-2 text-sm text-base-content">
          <input
            type="checkbox"
            className="checkbox checkbox-sm checkbox-primary"
            checked={aboutTour}
            onChange={(event) => setAboutTour(event.target.checked)}
          />
          Answer about “{about.tourTitle ?? "the tour"}”: it shows on the tour's page too
        </label>
      ) : null}
      <div className="flex items-end gap-2">
        <label htmlFor={id} className="sr-only">
          Answer as the Support Agent
        </label>
        <textarea
          id={id}
          rows={1}
          placeholder="Write an answer..."
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`textarea max-h-40 min-h-11 w-full flex-1 resize-none text-base field-sizing-content ${error ? "textarea-error" : ""}`}
          onKeyDown={(event) => {
            if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
            event.preventDefault();
            if (!reply.isPending) void submit();
          }}
          {...form.register("message")}
        />
        <button type="submit" className="btn btn-primary min-h-11" disabled={reply.isPending}>
          {reply.isPending ? (
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          ) : (
            <SendIcon className="size-4" />
          )}
          Send
        </button>
      </div>
      <FieldError id={errorId} message={error} />
    </form>
  );
}
