
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  
  "public": {
          Tables: {
            "admin_settings": {
                  Row: {
                    "category": string,"description": string | null,"id": string,"key": string,"updated_at": string,"updated_by": string | null,"value": NonNullable<Json>
                  }
                  ComputedFields: never
                  Insert: {
                    "category"?: string,"description"?: string | null,"id"?: string,"key": string,"updated_at"?: string,"updated_by"?: string | null,"value"?: NonNullable<Json>
                  }
                  Update: {
                    "category"?: string,"description"?: string | null,"id"?: string,"key"?: string,"updated_at"?: string,"updated_by"?: string | null,"value"?: NonNullable<Json>
                  }
                  Relationships: [
                    {
      foreignKeyName: "admin_settings_updated_by_fkey"
      columns: ["updated_by"]
isOneToOne: false
      referencedRelation: "users"
      referencedColumns: ["id"]
    }
                  ]
                },"audit_logs": {
                  Row: {
                    "action": string,"created_at": string,"entity": string,"entity_id": string | null,"id": number,"ip_address": string | null,"new_values": Json | null,"old_values": Json | null,"user_agent": string | null,"user_id": string | null
                  }
                  ComputedFields: never
                  Insert: {
                    "action": string,"created_at"?: string,"entity": string,"entity_id"?: string | null,"id"?: never,"ip_address"?: string | null,"new_values"?: Json | null,"old_values"?: Json | null,"user_agent"?: string | null,"user_id"?: string | null
                  }
                  Update: {
                    "action"?: string,"created_at"?: string,"entity"?: string,"entity_id"?: string | null,"id"?: never,"ip_address"?: string | null,"new_values"?: Json | null,"old_values"?: Json | null,"user_agent"?: string | null,"user_id"?: string | null
                  }
                  Relationships: [
                    
                  ]
                },"bid_admin_notes": {
                  Row: {
                    "admin_notes": string,"bid_id": string,"updated_at": string,"updated_by": string | null
                  }
                  ComputedFields: never
                  Insert: {
                    "admin_notes"?: string,"bid_id": string,"updated_at"?: string,"updated_by"?: string | null
                  }
                  Update: {
                    "admin_notes"?: string,"bid_id"?: string,"updated_at"?: string,"updated_by"?: string | null
                  }
                  Relationships: [
                    {
      foreignKeyName: "bid_admin_notes_bid_id_fkey"
      columns: ["bid_id"]
isOneToOne: true
      referencedRelation: "bids"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "bid_admin_notes_updated_by_fkey"
      columns: ["updated_by"]
isOneToOne: false
      referencedRelation: "users"
      referencedColumns: ["id"]
    }
                  ]
                },"bids": {
                  Row: {
                    "add_ons": NonNullable<Json>,"amount": number,"auto_generated": boolean,"away_confirmed": boolean,"calendar_booked": boolean,"created_at": string,"decline_reason": string | null,"id": string,"message": string | null,"opportunity_id": string,"response_time": number | null,"reviewed_at": string | null,"reviewed_by": string | null,"status": Database["public"]['Enums']["bid_status"],"updated_at": string,"user_id": string,"viewed_at": string | null
                  }
                  ComputedFields: never
                  Insert: {
                    "add_ons"?: NonNullable<Json>,"amount": number,"auto_generated"?: boolean,"away_confirmed"?: boolean,"calendar_booked"?: boolean,"created_at"?: string,"decline_reason"?: string | null,"id"?: string,"message"?: string | null,"opportunity_id": string,"response_time"?: number | null,"reviewed_at"?: string | null,"reviewed_by"?: string | null,"status"?: Database["public"]['Enums']["bid_status"],"updated_at"?: string,"user_id": string,"viewed_at"?: string | null
                  }
                  Update: {
                    "add_ons"?: NonNullable<Json>,"amount"?: number,"auto_generated"?: boolean,"away_confirmed"?: boolean,"calendar_booked"?: boolean,"created_at"?: string,"decline_reason"?: string | null,"id"?: string,"message"?: string | null,"opportunity_id"?: string,"response_time"?: number | null,"reviewed_at"?: string | null,"reviewed_by"?: string | null,"status"?: Database["public"]['Enums']["bid_status"],"updated_at"?: string,"user_id"?: string,"viewed_at"?: string | null
                  }
                  Relationships: [
                    {
      foreignKeyName: "bids_opportunity_id_fkey"
      columns: ["opportunity_id"]
isOneToOne: false
      referencedRelation: "opportunities"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "bids_reviewed_by_fkey"
      columns: ["reviewed_by"]
isOneToOne: false
      referencedRelation: "users"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "bids_user_id_fkey"
      columns: ["user_id"]
isOneToOne: false
      referencedRelation: "users"
      referencedColumns: ["id"]
    }
                  ]
                },"calendar_integrations": {
                  Row: {
                    "access_token": string | null,"calendar_id": string | null,"created_at": string,"expires_at": string | null,"id": string,"is_active": boolean,"last_sync_at": string | null,"provider": string,"refresh_token": string | null,"sync_enabled": boolean,"updated_at": string,"user_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "access_token"?: string | null,"calendar_id"?: string | null,"created_at"?: string,"expires_at"?: string | null,"id"?: string,"is_active"?: boolean,"last_sync_at"?: string | null,"provider": string,"refresh_token"?: string | null,"sync_enabled"?: boolean,"updated_at"?: string,"user_id": string
                  }
                  Update: {
                    "access_token"?: string | null,"calendar_id"?: string | null,"created_at"?: string,"expires_at"?: string | null,"id"?: string,"is_active"?: boolean,"last_sync_at"?: string | null,"provider"?: string,"refresh_token"?: string | null,"sync_enabled"?: boolean,"updated_at"?: string,"user_id"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "calendar_integrations_user_id_fkey"
      columns: ["user_id"]
isOneToOne: false
      referencedRelation: "users"
      referencedColumns: ["id"]
    }
                  ]
                },"chat_messages": {
                  Row: {
                    "created_at": string,"id": string,"message": string,"message_type": string,"sender_id": string | null,"sender_type": Database["public"]['Enums']["chat_sender_type"],"status": string,"tour_id": string | null,"user_id": string,"whatsapp_message_id": string | null
                  }
                  ComputedFields: never
                  Insert: {
                    "created_at"?: string,"id"?: string,"message": string,"message_type"?: string,"sender_id"?: string | null,"sender_type": Database["public"]['Enums']["chat_sender_type"],"status"?: string,"tour_id"?: string | null,"user_id": string,"whatsapp_message_id"?: string | null
                  }
                  Update: {
                    "created_at"?: string,"id"?: string,"message"?: string,"message_type"?: string,"sender_id"?: string | null,"sender_type"?: Database["public"]['Enums']["chat_sender_type"],"status"?: string,"tour_id"?: string | null,"user_id"?: string,"whatsapp_message_id"?: string | null
                  }
                  Relationships: [
                    {
      foreignKeyName: "chat_messages_sender_id_fkey"
      columns: ["sender_id"]
isOneToOne: false
      referencedRelation: "users"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "chat_messages_tour_of_partner"
      columns: ["tour_id","user_id"]
isOneToOne: false
      referencedRelation: "tours"
      referencedColumns: ["id","partner_id"]
    },{
      foreignKeyName: "chat_messages_user_id_fkey"
      columns: ["user_id"]
isOneToOne: false
      referencedRelation: "users"
      referencedColumns: ["id"]
    }
                  ]
                },"email_outbox": {
                  Row: {
                    "attempts": number,"category": Database["public"]['Enums']["email_category"],"channel": Database["public"]['Enums']["message_channel"],"content": NonNullable<Json>,"created_at": string,"dedupe_key": string | null,"delivery_status": string | null,"digest_id": string | null,"id": string,"idempotency_key": string,"kind": string,"last_error": string | null,"lease_until": string | null,"notification_id": string | null,"provider_message_id": string | null,"send_after": string,"sent_at": string | null,"status": Database["public"]['Enums']["email_status"],"to_address": string | null,"to_name": string | null,"unsubscribe_issued_at": string | null,"updated_at": string,"user_id": string | null
                  }
                  ComputedFields: never
                  Insert: {
                    "attempts"?: number,"category": Database["public"]['Enums']["email_category"],"channel"?: Database["public"]['Enums']["message_channel"],"content"?: NonNullable<Json>,"created_at"?: string,"dedupe_key"?: string | null,"delivery_status"?: string | null,"digest_id"?: string | null,"id"?: string,"idempotency_key"?: string,"kind": string,"last_error"?: string | null,"lease_until"?: string | null,"notification_id"?: string | null,"provider_message_id"?: string | null,"send_after"?: string,"sent_at"?: string | null,"status"?: Database["public"]['Enums']["email_status"],"to_address"?: string | null,"to_name"?: string | null,"unsubscribe_issued_at"?: string | null,"updated_at"?: string,"user_id"?: string | null
                  }
                  Update: {
                    "attempts"?: number,"category"?: Database["public"]['Enums']["email_category"],"channel"?: Database["public"]['Enums']["message_channel"],"content"?: NonNullable<Json>,"created_at"?: string,"dedupe_key"?: string | null,"delivery_status"?: string | null,"digest_id"?: string | null,"id"?: string,"idempotency_key"?: string,"kind"?: string,"last_error"?: string | null,"lease_until"?: string | null,"notification_id"?: string | null,"provider_message_id"?: string | null,"send_after"?: string,"sent_at"?: string | null,"status"?: Database["public"]['Enums']["email_status"],"to_address"?: string | null,"to_name"?: string | null,"unsubscribe_issued_at"?: string | null,"updated_at"?: string,"user_id"?: string | null
                  }
                  Relationships: [
                    {
      foreignKeyName: "email_outbox_digest_id_fkey"
      columns: ["digest_id"]
isOneToOne: false
      referencedRelation: "email_outbox"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "email_outbox_notification_id_fkey"
      columns: ["notification_id"]
isOneToOne: false
      referencedRelation: "notifications"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "email_outbox_user_id_fkey"
      columns: ["user_id"]
isOneToOne: false
      referencedRelation: "users"
      referencedColumns: ["id"]
    }
                  ]
                },"email_preferences": {
                  Row: {
                    "category": Database["public"]['Enums']["email_category"],"delivery": Database["public"]['Enums']["email_delivery"],"updated_at": string,"user_id": string,"whatsapp": boolean | null
                  }
                  ComputedFields: never
                  Insert: {
                    "category": Database["public"]['Enums']["email_category"],"delivery": Database["public"]['Enums']["email_delivery"],"updated_at"?: string,"user_id": string,"whatsapp"?: boolean | null
                  }
                  Update: {
                    "category"?: Database["public"]['Enums']["email_category"],"delivery"?: Database["public"]['Enums']["email_delivery"],"updated_at"?: string,"user_id"?: string,"whatsapp"?: boolean | null
                  }
                  Relationships: [
                    {
      foreignKeyName: "email_preferences_user_id_fkey"
      columns: ["user_id"]
isOneToOne: false
      referencedRelation: "users"
      referencedColumns: ["id"]
    }
                  ]
                },"guests": {
                  Row: {
                    "added_by": string | null,"added_via": Database["public"]['Enums']["guest_source"],"checked_in_at": string | null,"checked_in_by": string | null,"created_at": string,"date_of_birth": string | null,"email": string | null,"id": string,"id_type": Database["public"]['Enums']["guest_id_type"] | null,"name": string,"no_show_at": string | null,"phone": string | null,"reduced_at": string | null,"tour_id": string,"updated_at": string,"verified_21_plus": boolean | null,"walk_in": boolean
                  }
                  ComputedFields: never
                  Insert: {
                    "added_by"?: string | null,"added_via"?: Database["public"]['Enums']["guest_source"],"checked_in_at"?: string | null,"checked_in_by"?: string | null,"created_at"?: string,"date_of_birth"?: string | null,"email"?: string | null,"id"?: string,"id_type"?: Database["public"]['Enums']["guest_id_type"] | null,"name": string,"no_show_at"?: string | null,"phone"?: string | null,"reduced_at"?: string | null,"tour_id": string,"updated_at"?: string,"verified_21_plus"?: boolean | null,"walk_in"?: boolean
                  }
                  Update: {
                    "added_by"?: string | null,"added_via"?: Database["public"]['Enums']["guest_source"],"checked_in_at"?: string | null,"checked_in_by"?: string | null,"created_at"?: string,"date_of_birth"?: string | null,"email"?: string | null,"id"?: string,"id_type"?: Database["public"]['Enums']["guest_id_type"] | null,"name"?: string,"no_show_at"?: string | null,"phone"?: string | null,"reduced_at"?: string | null,"tour_id"?: string,"updated_at"?: string,"verified_21_plus"?: boolean | null,"walk_in"?: boolean
                  }
                  Relationships: [
                    {
      foreignKeyName: "guests_added_by_fkey"
      columns: ["added_by"]
isOneToOne: false
      referencedRelation: "users"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "guests_checked_in_by_fkey"
      columns: ["checked_in_by"]
isOneToOne: false
      referencedRelation: "users"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "guests_tour_id_fkey"
      columns: ["tour_id"]
isOneToOne: false
      referencedRelation: "tours"
      referencedColumns: ["id"]
    }
                  ]
                },"legal_documents": {
                  Row: {
                    "content": string | null,"created_at": string,"created_by": string | null,"document_type": Database["public"]['Enums']["legal_document_type"],"expires_at": string | null,"id": string,"is_active": boolean,"pdf_path": string | null,"requires_attestation": boolean,"requires_signature": boolean,"title": string,"updated_at": string,"version": string
                  }
                  ComputedFields: never
                  Insert: {
                    "content"?: string | null,"created_at"?: string,"created_by"?: string | null,"document_type": Database["public"]['Enums']["legal_document_type"],"expires_at"?: string | null,"id"?: string,"is_active"?: boolean,"pdf_path"?: string | null,"requires_attestation"?: boolean,"requires_signature"?: boolean,"title": string,"updated_at"?: string,"version"?: string
                  }
                  Update: {
                    "content"?: string | null,"created_at"?: string,"created_by"?: string | null,"document_type"?: Database["public"]['Enums']["legal_document_type"],"expires_at"?: string | null,"id"?: string,"is_active"?: boolean,"pdf_path"?: string | null,"requires_attestation"?: boolean,"requires_signature"?: boolean,"title"?: string,"updated_at"?: string,"version"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "legal_documents_created_by_fkey"
      columns: ["created_by"]
isOneToOne: false
      referencedRelation: "users"
      referencedColumns: ["id"]
    }
                  ]
                },"notifications": {
                  Row: {
                    "created_at": string,"data": NonNullable<Json>,"id": string,"is_read": boolean,"read_at": string | null,"scheduled_for": string | null,"sent_at": string | null,"type": Database["public"]['Enums']["notification_type"],"user_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "created_at"?: string,"data"?: NonNullable<Json>,"id"?: string,"is_read"?: boolean,"read_at"?: string | null,"scheduled_for"?: string | null,"sent_at"?: string | null,"type": Database["public"]['Enums']["notification_type"],"user_id": string
                  }
                  Update: {
                    "created_at"?: string,"data"?: NonNullable<Json>,"id"?: string,"is_read"?: boolean,"read_at"?: string | null,"scheduled_for"?: string | null,"sent_at"?: string | null,"type"?: Database["public"]['Enums']["notification_type"],"user_id"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "notifications_user_id_fkey"
      columns: ["user_id"]
isOneToOne: false
      referencedRelation: "users"
      referencedColumns: ["id"]
    }
                  ]
                },"opportunities": {
                  Row: {
                    "accessibility": (string)[],"age_restrictions": Database["public"]['Enums']["age_restriction"],"auto_assign": boolean,"base_rate": number,"budget_range": string | null,"calendar_event_id": string | null,"cancellation_reason": string | null,"created_at": string,"created_by": string | null,"custom_requirements": NonNullable<Json>,"date": string,"description": string | null,"duration": number,"experience_level": Database["public"]['Enums']["experience_level"],"expertise_keyword_groups": (string)[],"group_size": number,"group_type": Database["public"]['Enums']["group_type"],"id": string,"latitude": number | null,"licence_state": string | null,"local_weekday": string | null,"location": string,"location_radius": number,"longitude": number | null,"max_bids": number,"meal_preferences": (string)[],"moved_at": string | null,"partners_needed": number,"preferred_expertise": (string)[],"previous_date": string | null,"previous_location": string | null,"priority": Database["public"]['Enums']["opportunity_priority"],"requirements": (string)[],"response_deadline": string | null,"search_text": string | null,"special_requests": string | null,"status": Database["public"]['Enums']["opportunity_status"],"time_zone": string,"title": string,"tour_type": Database["public"]['Enums']["tour_type"],"transportation_needed": boolean,"updated_at": string
                  }
                  ComputedFields: never
                  Insert: {
                    "accessibility"?: (string)[],"age_restrictions"?: Database["public"]['Enums']["age_restriction"],"auto_assign"?: boolean,"base_rate": number,"budget_range"?: string | null,"calendar_event_id"?: string | null,"cancellation_reason"?: string | null,"created_at"?: string,"created_by"?: string | null,"custom_requirements"?: NonNullable<Json>,"date": string,"description"?: string | null,"duration"?: number,"experience_level"?: Database["public"]['Enums']["experience_level"],"expertise_keyword_groups"?: (string)[],"group_size"?: number,"group_type"?: Database["public"]['Enums']["group_type"],"id"?: string,"latitude"?: number | null,"licence_state"?: string | null,"local_weekday"?: string | null,"location": string,"location_radius"?: number,"longitude"?: number | null,"max_bids"?: number,"meal_preferences"?: (string)[],"moved_at"?: string | null,"partners_needed"?: number,"preferred_expertise"?: (string)[],"previous_date"?: string | null,"previous_location"?: string | null,"priority"?: Database["public"]['Enums']["opportunity_priority"],"requirements"?: (string)[],"response_deadline"?: string | null,"search_text"?: never,"special_requests"?: string | null,"status"?: Database["public"]['Enums']["opportunity_status"],"time_zone"?: string,"title": string,"tour_type"?: Database["public"]['Enums']["tour_type"],"transportation_needed"?: boolean,"updated_at"?: string
                  }
                  Update: {
                    "accessibility"?: (string)[],"age_restrictions"?: Database["public"]['Enums']["age_restriction"],"auto_assign"?: boolean,"base_rate"?: number,"budget_range"?: string | null,"calendar_event_id"?: string | null,"cancellation_reason"?: string | null,"created_at"?: string,"created_by"?: string | null,"custom_requirements"?: NonNullable<Json>,"date"?: string,"description"?: string | null,"duration"?: number,"experience_level"?: Database["public"]['Enums']["experience_level"],"expertise_keyword_groups"?: (string)[],"group_size"?: number,"group_type"?: Database["public"]['Enums']["group_type"],"id"?: string,"latitude"?: number | null,"licence_state"?: string | null,"local_weekday"?: string | null,"location"?: string,"location_radius"?: number,"longitude"?: number | null,"max_bids"?: number,"meal_preferences"?: (string)[],"moved_at"?: string | null,"partners_needed"?: number,"preferred_expertise"?: (string)[],"previous_date"?: string | null,"previous_location"?: string | null,"priority"?: Database["public"]['Enums']["opportunity_priority"],"requirements"?: (string)[],"response_deadline"?: string | null,"search_text"?: never,"special_requests"?: string | null,"status"?: Database["public"]['Enums']["opportunity_status"],"time_zone"?: string,"title"?: string,"tour_type"?: Database["public"]['Enums']["tour_type"],"transportation_needed"?: boolean,"updated_at"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "opportunities_created_by_fkey"
      columns: ["created_by"]
isOneToOne: false
      referencedRelation: "users"
      referencedColumns: ["id"]
    }
                  ]
                },"opportunity_admin_details": {
                  Row: {
                    "client_contact": string | null,"client_email": string | null,"client_phone": string | null,"internal_notes": string | null,"opportunity_id": string,"updated_at": string
                  }
                  ComputedFields: never
                  Insert: {
                    "client_contact"?: string | null,"client_email"?: string | null,"client_phone"?: string | null,"internal_notes"?: string | null,"opportunity_id": string,"updated_at"?: string
                  }
                  Update: {
                    "client_contact"?: string | null,"client_email"?: string | null,"client_phone"?: string | null,"internal_notes"?: string | null,"opportunity_id"?: string,"updated_at"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "opportunity_admin_details_opportunity_id_fkey"
      columns: ["opportunity_id"]
isOneToOne: true
      referencedRelation: "opportunities"
      referencedColumns: ["id"]
    }
                  ]
                },"opportunity_assignments": {
                  Row: {
                    "assigned_at": string,"assigned_by": string | null,"opportunity_id": string,"partner_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "assigned_at"?: string,"assigned_by"?: string | null,"opportunity_id": string,"partner_id": string
                  }
                  Update: {
                    "assigned_at"?: string,"assigned_by"?: string | null,"opportunity_id"?: string,"partner_id"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "opportunity_assignments_assigned_by_fkey"
      columns: ["assigned_by"]
isOneToOne: false
      referencedRelation: "users"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "opportunity_assignments_opportunity_id_fkey"
      columns: ["opportunity_id"]
isOneToOne: false
      referencedRelation: "opportunities"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "opportunity_assignments_partner_id_fkey"
      columns: ["partner_id"]
isOneToOne: false
      referencedRelation: "users"
      referencedColumns: ["id"]
    }
                  ]
                },"opportunity_meeting_places": {
                  Row: {
                    "instructions": string | null,"opportunity_id": string,"state": string,"street": string,"updated_at": string,"zip": string
                  }
                  ComputedFields: never
                  Insert: {
                    "instructions"?: string | null,"opportunity_id": string,"state": string,"street": string,"updated_at"?: string,"zip": string
                  }
                  Update: {
                    "instructions"?: string | null,"opportunity_id"?: string,"state"?: string,"street"?: string,"updated_at"?: string,"zip"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "opportunity_meeting_places_opportunity_id_fkey"
      columns: ["opportunity_id"]
isOneToOne: true
      referencedRelation: "opportunities"
      referencedColumns: ["id"]
    }
                  ]
                },"opportunity_templates": {
                  Row: {
                    "accessibility": (string)[],"age_restrictions": Database["public"]['Enums']["age_restriction"],"auto_assign": boolean,"base_rate": number,"budget_range": string | null,"client_contact": string | null,"client_email": string | null,"client_phone": string | null,"created_at": string,"created_by": string | null,"custom_requirements": NonNullable<Json>,"description": string | null,"duration": number,"experience_level": Database["public"]['Enums']["experience_level"],"group_size": number,"group_type": Database["public"]['Enums']["group_type"],"id": string,"internal_notes": string | null,"location": string,"location_radius": number,"max_bids": number,"meal_preferences": (string)[],"partners_needed": number,"preferred_expertise": (string)[],"priority": Database["public"]['Enums']["opportunity_priority"],"requirements": (string)[],"special_requests": string | null,"template_name": string,"title": string,"tour_type": Database["public"]['Enums']["tour_type"],"transportation_needed": boolean,"updated_at": string
                  }
                  ComputedFields: never
                  Insert: {
                    "accessibility"?: (string)[],"age_restrictions"?: Database["public"]['Enums']["age_restriction"],"auto_assign"?: boolean,"base_rate": number,"budget_range"?: string | null,"client_contact"?: string | null,"client_email"?: string | null,"client_phone"?: string | null,"created_at"?: string,"created_by"?: string | null,"custom_requirements"?: NonNullable<Json>,"description"?: string | null,"duration"?: number,"experience_level"?: Database["public"]['Enums']["experience_level"],"group_size"?: number,"group_type"?: Database["public"]['Enums']["group_type"],"id"?: string,"internal_notes"?: string | null,"location": string,"location_radius"?: number,"max_bids"?: number,"meal_preferences"?: (string)[],"partners_needed"?: number,"preferred_expertise"?: (string)[],"priority"?: Database["public"]['Enums']["opportunity_priority"],"requirements"?: (string)[],"special_requests"?: string | null,"template_name": string,"title": string,"tour_type"?: Database["public"]['Enums']["tour_type"],"transportation_needed"?: boolean,"updated_at"?: string
                  }
                  Update: {
                    "accessibility"?: (string)[],"age_restrictions"?: Database["public"]['Enums']["age_restriction"],"auto_assign"?: boolean,"base_rate"?: number,"budget_range"?: string | null,"client_contact"?: string | null,"client_email"?: string | null,"client_phone"?: string | null,"created_at"?: string,"created_by"?: string | null,"custom_requirements"?: NonNullable<Json>,"description"?: string | null,"duration"?: number,"experience_level"?: Database["public"]['Enums']["experience_level"],"group_size"?: number,"group_type"?: Database["public"]['Enums']["group_type"],"id"?: string,"internal_notes"?: string | null,"location"?: string,"location_radius"?: number,"max_bids"?: number,"meal_preferences"?: (string)[],"partners_needed"?: number,"preferred_expertise"?: (string)[],"priority"?: Database["public"]['Enums']["opportunity_priority"],"requirements"?: (string)[],"special_requests"?: string | null,"template_name"?: string,"title"?: string,"tour_type"?: Database["public"]['Enums']["tour_type"],"transportation_needed"?: boolean,"updated_at"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "opportunity_templates_created_by_fkey"
      columns: ["created_by"]
isOneToOne: false
      referencedRelation: "users"
      referencedColumns: ["id"]
    }
                  ]
                },"opportunity_waivers": {
                  Row: {
                    "document_id": string,"opportunity_id": string,"updated_at": string
                  }
                  ComputedFields: never
                  Insert: {
                    "document_id": string,"opportunity_id": string,"updated_at"?: string
                  }
                  Update: {
                    "document_id"?: string,"opportunity_id"?: string,"updated_at"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "opportunity_waivers_document_id_fkey"
      columns: ["document_id"]
isOneToOne: false
      referencedRelation: "legal_documents"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "opportunity_waivers_opportunity_id_fkey"
      columns: ["opportunity_id"]
isOneToOne: true
      referencedRelation: "opportunities"
      referencedColumns: ["id"]
    }
                  ]
                },"partner_blackouts": {
                  Row: {
                    "created_at": string,"ends_on": string,"id": string,"note": string,"partner_id": string,"starts_on": string
                  }
                  ComputedFields: never
                  Insert: {
                    "created_at"?: string,"ends_on": string,"id"?: string,"note"?: string,"partner_id"?: string,"starts_on": string
                  }
                  Update: {
                    "created_at"?: string,"ends_on"?: string,"id"?: string,"note"?: string,"partner_id"?: string,"starts_on"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "partner_blackouts_partner_id_fkey"
      columns: ["partner_id"]
isOneToOne: false
      referencedRelation: "users"
      referencedColumns: ["id"]
    }
                  ]
                },"partner_licences": {
                  Row: {
                    "created_at": string,"expires_at": string,"expires_on": string,"id": string,"licence_number": string,"licence_type": Database["public"]['Enums']["licence_type"],"partner_id": string,"rejection_reason": string | null,"reviewed_at": string | null,"reviewed_by": string | null,"scan_path": string,"state": string,"status": Database["public"]['Enums']["licence_status"],"updated_at": string
                  }
                  ComputedFields: never
                  Insert: {
                    "created_at"?: string,"expires_at"?: string,"expires_on": string,"id"?: string,"licence_number": string,"licence_type": Database["public"]['Enums']["licence_type"],"partner_id": string,"rejection_reason"?: string | null,"reviewed_at"?: string | null,"reviewed_by"?: string | null,"scan_path": string,"state": string,"status"?: Database["public"]['Enums']["licence_status"],"updated_at"?: string
                  }
                  Update: {
                    "created_at"?: string,"expires_at"?: string,"expires_on"?: string,"id"?: string,"licence_number"?: string,"licence_type"?: Database["public"]['Enums']["licence_type"],"partner_id"?: string,"rejection_reason"?: string | null,"reviewed_at"?: string | null,"reviewed_by"?: string | null,"scan_path"?: string,"state"?: string,"status"?: Database["public"]['Enums']["licence_status"],"updated_at"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "partner_licences_partner_id_fkey"
      columns: ["partner_id"]
isOneToOne: false
      referencedRelation: "users"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "partner_licences_reviewed_by_fkey"
      columns: ["reviewed_by"]
isOneToOne: false
      referencedRelation: "users"
      referencedColumns: ["id"]
    }
                  ]
                },"payable_lines": {
                  Row: {
                    "amount": number,"corrected_at": string | null,"corrected_by": string | null,"correction_reason": string | null,"created_at": string,"earned_at": string,"id": string,"partner_id": string,"payout_id": string | null,"reversal_of": string | null,"reversal_reason": string | null,"status": Database["public"]['Enums']["payable_line_status"],"tour_date": string,"tour_id": string | null,"tour_title": string,"updated_at": string
                  }
                  ComputedFields: never
                  Insert: {
                    "amount": number,"corrected_at"?: string | null,"corrected_by"?: string | null,"correction_reason"?: string | null,"created_at"?: string,"earned_at": string,"id"?: string,"partner_id": string,"payout_id"?: string | null,"reversal_of"?: string | null,"reversal_reason"?: string | null,"status"?: Database["public"]['Enums']["payable_line_status"],"tour_date": string,"tour_id"?: string | null,"tour_title": string,"updated_at"?: string
                  }
                  Update: {
                    "amount"?: number,"corrected_at"?: string | null,"corrected_by"?: string | null,"correction_reason"?: string | null,"created_at"?: string,"earned_at"?: string,"id"?: string,"partner_id"?: string,"payout_id"?: string | null,"reversal_of"?: string | null,"reversal_reason"?: string | null,"status"?: Database["public"]['Enums']["payable_line_status"],"tour_date"?: string,"tour_id"?: string | null,"tour_title"?: string,"updated_at"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "payable_lines_payout_id_fkey"
      columns: ["payout_id"]
isOneToOne: false
      referencedRelation: "payouts"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "payable_lines_reversal_of_fkey"
      columns: ["reversal_of"]
isOneToOne: true
      referencedRelation: "payable_lines"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "payable_lines_tour_id_fkey"
      columns: ["tour_id"]
isOneToOne: true
      referencedRelation: "tours"
      referencedColumns: ["id"]
    }
                  ]
                },"payouts": {
                  Row: {
                    "created_at": string,"created_by": string | null,"id": string,"method": Database["public"]['Enums']["payout_method"],"paid_on": string,"partner_id": string,"reference": string,"total": number
                  }
                  ComputedFields: never
                  Insert: {
                    "created_at"?: string,"created_by"?: string | null,"id"?: string,"method": Database["public"]['Enums']["payout_method"],"paid_on": string,"partner_id": string,"reference": string,"total": number
                  }
                  Update: {
                    "created_at"?: string,"created_by"?: string | null,"id"?: string,"method"?: Database["public"]['Enums']["payout_method"],"paid_on"?: string,"partner_id"?: string,"reference"?: string,"total"?: number
                  }
                  Relationships: [
                    
                  ]
                },"profile_fields": {
                  Row: {
                    "category": Database["public"]['Enums']["profile_field_category"],"created_at": string,"display_order": number,"field_label": string,"field_name": string,"field_options": (string)[] | null,"field_type": Database["public"]['Enums']["profile_field_type"],"id": string,"is_active": boolean,"is_required": boolean,"updated_at": string,"validation_rules": NonNullable<Json>
                  }
                  ComputedFields: never
                  Insert: {
                    "category"?: Database["public"]['Enums']["profile_field_category"],"created_at"?: string,"display_order"?: number,"field_label": string,"field_name": string,"field_options"?: (string)[] | null,"field_type": Database["public"]['Enums']["profile_field_type"],"id"?: string,"is_active"?: boolean,"is_required"?: boolean,"updated_at"?: string,"validation_rules"?: NonNullable<Json>
                  }
                  Update: {
                    "category"?: Database["public"]['Enums']["profile_field_category"],"created_at"?: string,"display_order"?: number,"field_label"?: string,"field_name"?: string,"field_options"?: (string)[] | null,"field_type"?: Database["public"]['Enums']["profile_field_type"],"id"?: string,"is_active"?: boolean,"is_required"?: boolean,"updated_at"?: string,"validation_rules"?: NonNullable<Json>
                  }
                  Relationships: [
                    
                  ]
                },"review_requests": {
                  Row: {
                    "created_at": string,"expires_at": string,"id": string,"reviewer_email": string,"reviewer_kind": Database["public"]['Enums']["reviewer_kind"],"reviewer_name": string | null,"token_hash": string,"tour_id": string,"used_at": string | null
                  }
                  ComputedFields: never
                  Insert: {
                    "created_at"?: string,"expires_at": string,"id"?: string,"reviewer_email": string,"reviewer_kind": Database["public"]['Enums']["reviewer_kind"],"reviewer_name"?: string | null,"token_hash": string,"tour_id": string,"used_at"?: string | null
                  }
                  Update: {
                    "created_at"?: string,"expires_at"?: string,"id"?: string,"reviewer_email"?: string,"reviewer_kind"?: Database["public"]['Enums']["reviewer_kind"],"reviewer_name"?: string | null,"token_hash"?: string,"tour_id"?: string,"used_at"?: string | null
                  }
                  Relationships: [
                    {
      foreignKeyName: "review_requests_tour_id_fkey"
      columns: ["tour_id"]
isOneToOne: false
      referencedRelation: "tours"
      referencedColumns: ["id"]
    }
                  ]
                },"reviews": {
                  Row: {
                    "created_at": string,"hidden_at": string | null,"hidden_by": string | null,"hidden_reason": string | null,"id": string,"partner_id": string,"rating": number,"replied_at": string | null,"reply": string | null,"request_id": string,"reviewer_kind": Database["public"]['Enums']["reviewer_kind"],"text": string | null,"tour_id": string,"updated_at": string
                  }
                  ComputedFields: never
                  Insert: {
                    "created_at"?: string,"hidden_at"?: string | null,"hidden_by"?: string | null,"hidden_reason"?: string | null,"id"?: string,"partner_id": string,"rating": number,"replied_at"?: string | null,"reply"?: string | null,"request_id": string,"reviewer_kind": Database["public"]['Enums']["reviewer_kind"],"text"?: string | null,"tour_id": string,"updated_at"?: string
                  }
                  Update: {
                    "created_at"?: string,"hidden_at"?: string | null,"hidden_by"?: string | null,"hidden_reason"?: string | null,"id"?: string,"partner_id"?: string,"rating"?: number,"replied_at"?: string | null,"reply"?: string | null,"request_id"?: string,"reviewer_kind"?: Database["public"]['Enums']["reviewer_kind"],"text"?: string | null,"tour_id"?: string,"updated_at"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "reviews_hidden_by_fkey"
      columns: ["hidden_by"]
isOneToOne: false
      referencedRelation: "users"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "reviews_partner_id_fkey"
      columns: ["partner_id"]
isOneToOne: false
      referencedRelation: "users"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "reviews_request_id_fkey"
      columns: ["request_id"]
isOneToOne: true
      referencedRelation: "review_requests"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "reviews_tour_id_fkey"
      columns: ["tour_id"]
isOneToOne: false
      referencedRelation: "tours"
      referencedColumns: ["id"]
    }
                  ]
                },"tax_details": {
                  Row: {
                    "address_line1": string,"address_line2": string | null,"business_name": string | null,"city": string,"created_at": string,"ip_address": string | null,"legal_name": string,"partner_id": string,"postal_code": string,"signature_data": string,"signed_at": string,"state": string,"tax_classification": Database["public"]['Enums']["tax_classification"],"tin_last4": string,"tin_secret_id": string,"tin_type": Database["public"]['Enums']["tin_type"],"updated_at": string,"user_agent": string | null
                  }
                  ComputedFields: never
                  Insert: {
                    "address_line1": string,"address_line2"?: string | null,"business_name"?: string | null,"city": string,"created_at"?: string,"ip_address"?: string | null,"legal_name": string,"partner_id": string,"postal_code": string,"signature_data": string,"signed_at"?: string,"state": string,"tax_classification": Database["public"]['Enums']["tax_classification"],"tin_last4": string,"tin_secret_id": string,"tin_type": Database["public"]['Enums']["tin_type"],"updated_at"?: string,"user_agent"?: string | null
                  }
                  Update: {
                    "address_line1"?: string,"address_line2"?: string | null,"business_name"?: string | null,"city"?: string,"created_at"?: string,"ip_address"?: string | null,"legal_name"?: string,"partner_id"?: string,"postal_code"?: string,"signature_data"?: string,"signed_at"?: string,"state"?: string,"tax_classification"?: Database["public"]['Enums']["tax_classification"],"tin_last4"?: string,"tin_secret_id"?: string,"tin_type"?: Database["public"]['Enums']["tin_type"],"updated_at"?: string,"user_agent"?: string | null
                  }
                  Relationships: [
                    
                  ]
                },"tax_form_thresholds": {
                  Row: {
                    "created_at": string,"created_by": string | null,"tax_year": number,"threshold": number
                  }
                  ComputedFields: never
                  Insert: {
                    "created_at"?: string,"created_by"?: string | null,"tax_year": number,"threshold": number
                  }
                  Update: {
                    "created_at"?: string,"created_by"?: string | null,"tax_year"?: number,"threshold"?: number
                  }
                  Relationships: [
                    
                  ]
                },"team_members": {
                  Row: {
                    "accepted_at": string | null,"email": string | null,"id": string,"invited_at": string,"invited_by": string | null,"partner_id": string,"role": Database["public"]['Enums']["team_role"],"token_expires_at": string | null,"token_hash": string | null,"user_id": string | null
                  }
                  ComputedFields: never
                  Insert: {
                    "accepted_at"?: string | null,"email"?: string | null,"id"?: string,"invited_at"?: string,"invited_by"?: string | null,"partner_id": string,"role": Database["public"]['Enums']["team_role"],"token_expires_at"?: string | null,"token_hash"?: string | null,"user_id"?: string | null
                  }
                  Update: {
                    "accepted_at"?: string | null,"email"?: string | null,"id"?: string,"invited_at"?: string,"invited_by"?: string | null,"partner_id"?: string,"role"?: Database["public"]['Enums']["team_role"],"token_expires_at"?: string | null,"token_hash"?: string | null,"user_id"?: string | null
                  }
                  Relationships: [
                    {
      foreignKeyName: "team_members_invited_by_fkey"
      columns: ["invited_by"]
isOneToOne: false
      referencedRelation: "users"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "team_members_partner_id_fkey"
      columns: ["partner_id"]
isOneToOne: false
      referencedRelation: "users"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "team_members_user_id_fkey"
      columns: ["user_id"]
isOneToOne: false
      referencedRelation: "users"
      referencedColumns: ["id"]
    }
                  ]
                },"tour_admin_notes": {
                  Row: {
                    "admin_notes": string,"tour_id": string,"updated_at": string,"updated_by": string | null
                  }
                  ComputedFields: never
                  Insert: {
                    "admin_notes"?: string,"tour_id": string,"updated_at"?: string,"updated_by"?: string | null
                  }
                  Update: {
                    "admin_notes"?: string,"tour_id"?: string,"updated_at"?: string,"updated_by"?: string | null
                  }
                  Relationships: [
                    {
      foreignKeyName: "tour_admin_notes_tour_id_fkey"
      columns: ["tour_id"]
isOneToOne: true
      referencedRelation: "tours"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "tour_admin_notes_updated_by_fkey"
      columns: ["updated_by"]
isOneToOne: false
      referencedRelation: "users"
      referencedColumns: ["id"]
    }
                  ]
                },"tour_attendance": {
                  Row: {
                    "checked_in": number,"listed": number,"no_shows": number,"recorded_at": string,"tour_id": string,"walk_ins": number
                  }
                  ComputedFields: never
                  Insert: {
                    "checked_in": number,"listed": number,"no_shows": number,"recorded_at"?: string,"tour_id": string,"walk_ins": number
                  }
                  Update: {
                    "checked_in"?: number,"listed"?: number,"no_shows"?: number,"recorded_at"?: string,"tour_id"?: string,"walk_ins"?: number
                  }
                  Relationships: [
                    {
      foreignKeyName: "tour_attendance_tour_id_fkey"
      columns: ["tour_id"]
isOneToOne: true
      referencedRelation: "tours"
      referencedColumns: ["id"]
    }
                  ]
                },"tour_withdrawals": {
                  Row: {
                    "decided_at": string | null,"decided_by": string | null,"id": string,"late": boolean,"partner_id": string,"reason": string,"requested_at": string,"status": string,"tour_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "decided_at"?: string | null,"decided_by"?: string | null,"id"?: string,"late": boolean,"partner_id": string,"reason": string,"requested_at"?: string,"status": string,"tour_id": string
                  }
                  Update: {
                    "decided_at"?: string | null,"decided_by"?: string | null,"id"?: string,"late"?: boolean,"partner_id"?: string,"reason"?: string,"requested_at"?: string,"status"?: string,"tour_id"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "tour_withdrawals_decided_by_fkey"
      columns: ["decided_by"]
isOneToOne: false
      referencedRelation: "users"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "tour_withdrawals_partner_id_fkey"
      columns: ["partner_id"]
isOneToOne: false
      referencedRelation: "users"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "tour_withdrawals_tour_id_fkey"
      columns: ["tour_id"]
isOneToOne: false
      referencedRelation: "tours"
      referencedColumns: ["id"]
    }
                  ]
                },"tours": {
                  Row: {
                    "actual_revenue": number | null,"admin_approved": boolean,"agreed_amount": number | null,"apple_event_id": string | null,"bid_id": string | null,"cancellation_reason": string | null,"cancelled_at": string | null,"completed_at": string | null,"created_at": string,"custom_instructions": string | null,"emergency_contact": string | null,"equipment_provided": (string)[],"feedback": string | null,"google_event_id": string | null,"guide_id": string | null,"id": string,"insurance_required": boolean,"last_reminder_at": string | null,"opportunity_id": string,"partner_id": string,"rating": number | null,"reminders_sent": number,"scheduled_for": string,"status": Database["public"]['Enums']["tour_status"],"updated_at": string
                  }
                  ComputedFields: never
                  Insert: {
                    "actual_revenue"?: number | null,"admin_approved"?: boolean,"agreed_amount"?: number | null,"apple_event_id"?: string | null,"bid_id"?: string | null,"cancellation_reason"?: string | null,"cancelled_at"?: string | null,"completed_at"?: string | null,"created_at"?: string,"custom_instructions"?: string | null,"emergency_contact"?: string | null,"equipment_provided"?: (string)[],"feedback"?: string | null,"google_event_id"?: string | null,"guide_id"?: string | null,"id"?: string,"insurance_required"?: boolean,"last_reminder_at"?: string | null,"opportunity_id": string,"partner_id": string,"rating"?: number | null,"reminders_sent"?: number,"scheduled_for": string,"status"?: Database["public"]['Enums']["tour_status"],"updated_at"?: string
                  }
                  Update: {
                    "actual_revenue"?: number | null,"admin_approved"?: boolean,"agreed_amount"?: number | null,"apple_event_id"?: string | null,"bid_id"?: string | null,"cancellation_reason"?: string | null,"cancelled_at"?: string | null,"completed_at"?: string | null,"created_at"?: string,"custom_instructions"?: string | null,"emergency_contact"?: string | null,"equipment_provided"?: (string)[],"feedback"?: string | null,"google_event_id"?: string | null,"guide_id"?: string | null,"id"?: string,"insurance_required"?: boolean,"last_reminder_at"?: string | null,"opportunity_id"?: string,"partner_id"?: string,"rating"?: number | null,"reminders_sent"?: number,"scheduled_for"?: string,"status"?: Database["public"]['Enums']["tour_status"],"updated_at"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "tours_bid_id_fkey"
      columns: ["bid_id"]
isOneToOne: true
      referencedRelation: "bids"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "tours_guide_id_fkey"
      columns: ["guide_id"]
isOneToOne: false
      referencedRelation: "users"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "tours_opportunity_id_fkey"
      columns: ["opportunity_id"]
isOneToOne: false
      referencedRelation: "opportunities"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "tours_partner_id_fkey"
      columns: ["partner_id"]
isOneToOne: false
      referencedRelation: "users"
      referencedColumns: ["id"]
    }
                  ]
                },"user_admin_notes": {
                  Row: {
                    "notes": string,"updated_at": string,"updated_by": string | null,"user_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "notes"?: string,"updated_at"?: string,"updated_by"?: string | null,"user_id": string
                  }
                  Update: {
                    "notes"?: string,"updated_at"?: string,"updated_by"?: string | null,"user_id"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "user_admin_notes_updated_by_fkey"
      columns: ["updated_by"]
isOneToOne: false
      referencedRelation: "users"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "user_admin_notes_user_id_fkey"
      columns: ["user_id"]
isOneToOne: true
      referencedRelation: "users"
      referencedColumns: ["id"]
    }
                  ]
                },"user_agreements": {
                  Row: {
                    "agreement_type": Database["public"]['Enums']["agreement_type"],"attestation_text": string | null,"document_id": string,"document_version": string,"id": string,"ip_address": string | null,"is_valid": boolean,"signature_data": string | null,"signed_at": string,"user_agent": string | null,"user_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "agreement_type": Database["public"]['Enums']["agreement_type"],"attestation_text"?: string | null,"document_id": string,"document_version"?: string,"id"?: string,"ip_address"?: string | null,"is_valid"?: boolean,"signature_data"?: string | null,"signed_at"?: string,"user_agent"?: string | null,"user_id": string
                  }
                  Update: {
                    "agreement_type"?: Database["public"]['Enums']["agreement_type"],"attestation_text"?: string | null,"document_id"?: string,"document_version"?: string,"id"?: string,"ip_address"?: string | null,"is_valid"?: boolean,"signature_data"?: string | null,"signed_at"?: string,"user_agent"?: string | null,"user_id"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "user_agreements_document_id_fkey"
      columns: ["document_id"]
isOneToOne: false
      referencedRelation: "legal_documents"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "user_agreements_user_id_fkey"
      columns: ["user_id"]
isOneToOne: false
      referencedRelation: "users"
      referencedColumns: ["id"]
    }
                  ]
                },"users": {
                  Row: {
                    "apple_calendar_id": string | null,"availability": (string)[],"business_location": string | null,"business_name": string | null,"business_type": string | null,"created_at": string,"custom_fields": NonNullable<Json>,"email": string | null,"email_verified": boolean,"expertise": (string)[],"expertise_keywords": (string)[] | null,"first_name": string | null,"google_calendar_token": string | null,"hourly_rate": number | null,"id": string,"is_active": boolean,"is_verified": boolean,"last_login_at": string | null,"last_name": string | null,"latitude": number | null,"location": string | null,"longitude": number | null,"max_group_size": number | null,"min_hourly_rate": number | null,"phone": string | null,"profile_complete": boolean | null,"profile_image_url": string | null,"rating": number | null,"review_count": number,"role": Database["public"]['Enums']["user_role"],"services": (string)[],"tags": (string)[],"total_revenue": number,"total_tours": number,"travel_radius": number | null,"updated_at": string
                  }
                  ComputedFields: never
                  Insert: {
                    "apple_calendar_id"?: string | null,"availability"?: (string)[],"business_location"?: string | null,"business_name"?: string | null,"business_type"?: string | null,"created_at"?: string,"custom_fields"?: NonNullable<Json>,"email"?: string | null,"email_verified"?: boolean,"expertise"?: (string)[],"expertise_keywords"?: never,"first_name"?: string | null,"google_calendar_token"?: string | null,"hourly_rate"?: number | null,"id": string,"is_active"?: boolean,"is_verified"?: boolean,"last_login_at"?: string | null,"last_name"?: string | null,"latitude"?: number | null,"location"?: string | null,"longitude"?: number | null,"max_group_size"?: number | null,"min_hourly_rate"?: number | null,"phone"?: string | null,"profile_complete"?: never,"profile_image_url"?: string | null,"rating"?: number | null,"review_count"?: number,"role"?: Database["public"]['Enums']["user_role"],"services"?: (string)[],"tags"?: (string)[],"total_revenue"?: number,"total_tours"?: number,"travel_radius"?: number | null,"updated_at"?: string
                  }
                  Update: {
                    "apple_calendar_id"?: string | null,"availability"?: (string)[],"business_location"?: string | null,"business_name"?: string | null,"business_type"?: string | null,"created_at"?: string,"custom_fields"?: NonNullable<Json>,"email"?: string | null,"email_verified"?: boolean,"expertise"?: (string)[],"expertise_keywords"?: never,"first_name"?: string | null,"google_calendar_token"?: string | null,"hourly_rate"?: number | null,"id"?: string,"is_active"?: boolean,"is_verified"?: boolean,"last_login_at"?: string | null,"last_name"?: string | null,"latitude"?: number | null,"location"?: string | null,"longitude"?: number | null,"max_group_size"?: number | null,"min_hourly_rate"?: number | null,"phone"?: string | null,"profile_complete"?: never,"profile_image_url"?: string | null,"rating"?: number | null,"review_count"?: number,"role"?: Database["public"]['Enums']["user_role"],"services"?: (string)[],"tags"?: (string)[],"total_revenue"?: number,"total_tours"?: number,"travel_radius"?: number | null,"updated_at"?: string
                  }
                  Relationships: [
                    
                  ]
                },"waiver_signatures": {
                  Row: {
                    "document_id": string,"document_version": string,"guest_id": string,"id": string,"ip_address": string | null,"recorded_by": string | null,"signature_name": string,"signed_at": string,"signed_in_person": boolean,"user_agent": string | null
                  }
                  ComputedFields: never
                  Insert: {
                    "document_id": string,"document_version"?: string,"guest_id": string,"id"?: string,"ip_address"?: string | null,"recorded_by"?: string | null,"signature_name": string,"signed_at"?: string,"signed_in_person"?: boolean,"user_agent"?: string | null
                  }
                  Update: {
                    "document_id"?: string,"document_version"?: string,"guest_id"?: string,"id"?: string,"ip_address"?: string | null,"recorded_by"?: string | null,"signature_name"?: string,"signed_at"?: string,"signed_in_person"?: boolean,"user_agent"?: string | null
                  }
                  Relationships: [
                    {
      foreignKeyName: "waiver_signatures_document_id_fkey"
      columns: ["document_id"]
isOneToOne: false
      referencedRelation: "legal_documents"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "waiver_signatures_guest_id_fkey"
      columns: ["guest_id"]
isOneToOne: false
      referencedRelation: "guests"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "waiver_signatures_recorded_by_fkey"
      columns: ["recorded_by"]
isOneToOne: false
      referencedRelation: "users"
      referencedColumns: ["id"]
    }
                  ]
                },"whatsapp_connections": {
                  Row: {
                    "access_token": string | null,"created_at": string,"id": string,"is_verified": boolean,"last_activity": string | null,"opted_out_at": string | null,"phone_number": string,"status": string,"updated_at": string,"user_id": string,"verification_attempts": number,"verification_code": string | null,"verification_sent_at": string | null,"whatsapp_business_id": string | null
                  }
                  ComputedFields: never
                  Insert: {
                    "access_token"?: string | null,"created_at"?: string,"id"?: string,"is_verified"?: boolean,"last_activity"?: string | null,"opted_out_at"?: string | null,"phone_number": string,"status"?: string,"updated_at"?: string,"user_id": string,"verification_attempts"?: number,"verification_code"?: string | null,"verification_sent_at"?: string | null,"whatsapp_business_id"?: string | null
                  }
                  Update: {
                    "access_token"?: string | null,"created_at"?: string,"id"?: string,"is_verified"?: boolean,"last_activity"?: string | null,"opted_out_at"?: string | null,"phone_number"?: string,"status"?: string,"updated_at"?: string,"user_id"?: string,"verification_attempts"?: number,"verification_code"?: string | null,"verification_sent_at"?: string | null,"whatsapp_business_id"?: string | null
                  }
                  Relationships: [
                    {
      foreignKeyName: "whatsapp_connections_user_id_fkey"
      columns: ["user_id"]
isOneToOne: true
      referencedRelation: "users"
      referencedColumns: ["id"]
    }
                  ]
                }
          }
          Views: {
            [_ in never]: never
          }
          Functions: {
            "accept_bid":
{ Args: { "bid_id": string }; Returns: {
              "actual_revenue": number | null,
"admin_approved": boolean,
"agreed_amount": number | null,
"apple_event_id": string | null,
"bid_id": string | null,
"cancellation_reason": string | null,
"cancelled_at": string | null,
"completed_at": string | null,
"created_at": string,
"custom_instructions": string | null,
"emergency_contact": string | null,
"equipment_provided": (string)[],
"feedback": string | null,
"google_event_id": string | null,
"guide_id": string | null,
"id": string,
"insurance_required": boolean,
"last_reminder_at": string | null,
"opportunity_id": string,
"partner_id": string,
"rating": number | null,
"reminders_sent": number,
"scheduled_for": string,
"status": Database["public"]['Enums']["tour_status"],
"updated_at": string
            }
                          SetofOptions: {
        from: "*"
        to: "tours"
        isOneToOne: true
        isSetofReturn: false
      } },
"accept_team_invite":
{ Args: { "token": string }; Returns: Json
                           },
"add_guest":
{ Args: { "date_of_birth": string,"email"?: string,"name": string,"phone"?: string,"token": string }; Returns: Json
                           },
"assign_partners":
{ Args: { "keep_others"?: boolean,"opportunity_id": string,"partner_ids": (string)[] }; Returns: undefined
                           },
"assign_tour_guide":
{ Args: { "guide_id": string,"tour_id": string }; Returns: {
              "actual_revenue": number | null,
"admin_approved": boolean,
"agreed_amount": number | null,
"apple_event_id": string | null,
"bid_id": string | null,
"cancellation_reason": string | null,
"cancelled_at": string | null,
"completed_at": string | null,
"created_at": string,
"custom_instructions": string | null,
"emergency_contact": string | null,
"equipment_provided": (string)[],
"feedback": string | null,
"google_event_id": string | null,
"guide_id": string | null,
"id": string,
"insurance_required": boolean,
"last_reminder_at": string | null,
"opportunity_id": string,
"partner_id": string,
"rating": number | null,
"reminders_sent": number,
"scheduled_for": string,
"status": Database["public"]['Enums']["tour_status"],
"updated_at": string
            }
                          SetofOptions: {
        from: "*"
        to: "tours"
        isOneToOne: true
        isSetofReturn: false
      } },
"calendar_feed":
{ Args: { "feed_token": string }; Returns: Json
                           },
"cancel_opportunity":
{ Args: { "opportunity_id": string,"reason": string }; Returns: {
              "accessibility": (string)[],
"age_restrictions": Database["public"]['Enums']["age_restriction"],
"auto_assign": boolean,
"base_rate": number,
"budget_range": string | null,
"calendar_event_id": string | null,
"cancellation_reason": string | null,
"created_at": string,
"created_by": string | null,
"custom_requirements": NonNullable<Json>,
"date": string,
"description": string | null,
"duration": number,
"experience_level": Database["public"]['Enums']["experience_level"],
"expertise_keyword_groups": (string)[],
"group_size": number,
"group_type": Database["public"]['Enums']["group_type"],
"id": string,
"latitude": number | null,
"licence_state": string | null,
"local_weekday": string | null,
"location": string,
"location_radius": number,
"longitude": number | null,
"max_bids": number,
"meal_preferences": (string)[],
"moved_at": string | null,
"partners_needed": number,
"preferred_expertise": (string)[],
"previous_date": string | null,
"previous_location": string | null,
"priority": Database["public"]['Enums']["opportunity_priority"],
"requirements": (string)[],
"response_deadline": string | null,
"search_text": string | null,
"special_requests": string | null,
"status": Database["public"]['Enums']["opportunity_status"],
"time_zone": string,
"title": string,
"tour_type": Database["public"]['Enums']["tour_type"],
"transportation_needed": boolean,
"updated_at": string
            }
                          SetofOptions: {
        from: "*"
        to: "opportunities"
        isOneToOne: true
        isSetofReturn: false
      } },
"cancel_tour":
{ Args: { "reason"?: string,"tour_id": string }; Returns: {
              "actual_revenue": number | null,
"admin_approved": boolean,
"agreed_amount": number | null,
"apple_event_id": string | null,
"bid_id": string | null,
"cancellation_reason": string | null,
"cancelled_at": string | null,
"completed_at": string | null,
"created_at": string,
"custom_instructions": string | null,
"emergency_contact": string | null,
"equipment_provided": (string)[],
"feedback": string | null,
"google_event_id": string | null,
"guide_id": string | null,
"id": string,
"insurance_required": boolean,
"last_reminder_at": string | null,
"opportunity_id": string,
"partner_id": string,
"rating": number | null,
"reminders_sent": number,
"scheduled_for": string,
"status": Database["public"]['Enums']["tour_status"],
"updated_at": string
            }
                          SetofOptions: {
        from: "*"
        to: "tours"
        isOneToOne: true
        isSetofReturn: false
      } },
"change_team_role":
{ Args: { "member_id": string,"role": Database["public"]['Enums']["team_role"] }; Returns: {
              "accepted_at": string | null,
"email": string | null,
"id": string,
"invited_at": string,
"invited_by": string | null,
"partner_id": string,
"role": Database["public"]['Enums']["team_role"],
"token_expires_at": string | null,
"token_hash": string | null,
"user_id": string | null
            }
                          SetofOptions: {
        from: "*"
        to: "team_members"
        isOneToOne: true
        isSetofReturn: false
      } },
"check_in_guest":
{ Args: { "guest_id": string,"id_type": Database["public"]['Enums']["guest_id_type"],"signature_name"?: string }; Returns: Json
                           },
"complete_tour":
{ Args: { "actual_revenue": number,"confirm_no_check_ins"?: boolean,"feedback"?: string,"rating"?: number,"tour_id": string }; Returns: {
              "actual_revenue": number | null,
"admin_approved": boolean,
"agreed_amount": number | null,
"apple_event_id": string | null,
"bid_id": string | null,
"cancellation_reason": string | null,
"cancelled_at": string | null,
"completed_at": string | null,
"created_at": string,
"custom_instructions": string | null,
"emergency_contact": string | null,
"equipment_provided": (string)[],
"feedback": string | null,
"google_event_id": string | null,
"guide_id": string | null,
"id": string,
"insurance_required": boolean,
"last_reminder_at": string | null,
"opportunity_id": string,
"partner_id": string,
"rating": number | null,
"reminders_sent": number,
"scheduled_for": string,
"status": Database["public"]['Enums']["tour_status"],
"updated_at": string
            }
                          SetofOptions: {
        from: "*"
        to: "tours"
        isOneToOne: true
        isSetofReturn: false
      } },
"confirm_email":
{ Args: { "token": string }; Returns: boolean
                           },
"correct_payable_line":
{ Args: { "line_id": string,"reason": string }; Returns: {
              "amount": number,
"corrected_at": string | null,
"corrected_by": string | null,
"correction_reason": string | null,
"created_at": string,
"earned_at": string,
"id": string,
"partner_id": string,
"payout_id": string | null,
"reversal_of": string | null,
"reversal_reason": string | null,
"status": Database["public"]['Enums']["payable_line_status"],
"tour_date": string,
"tour_id": string | null,
"tour_title": string,
"updated_at": string
            }
                          SetofOptions: {
        from: "*"
        to: "payable_lines"
        isOneToOne: true
        isSetofReturn: false
      } },
"decide_tour_withdrawal":
{ Args: { "approve": boolean,"note"?: string,"withdrawal_id": string }; Returns: {
              "decided_at": string | null,
"decided_by": string | null,
"id": string,
"late": boolean,
"partner_id": string,
"reason": string,
"requested_at": string,
"status": string,
"tour_id": string
            }
                          SetofOptions: {
        from: "*"
        to: "tour_withdrawals"
        isOneToOne: true
        isSetofReturn: false
      } },
"guest_list":
{ Args: { "token": string }; Returns: Json
                           },
"guest_list_link":
{ Args: { "tour_id": string }; Returns: Json
                           },
"invite_team_member":
{ Args: { "email": string,"role": Database["public"]['Enums']["team_role"] }; Returns: {
              "accepted_at": string | null,
"email": string | null,
"id": string,
"invited_at": string,
"invited_by": string | null,
"partner_id": string,
"role": Database["public"]['Enums']["team_role"],
"token_expires_at": string | null,
"token_hash": string | null,
"user_id": string | null
            }
                          SetofOptions: {
        from: "*"
        to: "team_members"
        isOneToOne: true
        isSetofReturn: false
      } },
"mark_guest_no_show":
{ Args: { "guest_id": string }; Returns: Json
                           },
"move_opportunity":
{ Args: { "base_rate": number,"date": string,"location": string,"opportunity_id": string }; Returns: {
              "accessibility": (string)[],
"age_restrictions": Database["public"]['Enums']["age_restriction"],
"auto_assign": boolean,
"base_rate": number,
"budget_range": string | null,
"calendar_event_id": string | null,
"cancellation_reason": string | null,
"created_at": string,
"created_by": string | null,
"custom_requirements": NonNullable<Json>,
"date": string,
"description": string | null,
"duration": number,
"experience_level": Database["public"]['Enums']["experience_level"],
"expertise_keyword_groups": (string)[],
"group_size": number,
"group_type": Database["public"]['Enums']["group_type"],
"id": string,
"latitude": number | null,
"licence_state": string | null,
"local_weekday": string | null,
"location": string,
"location_radius": number,
"longitude": number | null,
"max_bids": number,
"meal_preferences": (string)[],
"moved_at": string | null,
"partners_needed": number,
"preferred_expertise": (string)[],
"previous_date": string | null,
"previous_location": string | null,
"priority": Database["public"]['Enums']["opportunity_priority"],
"requirements": (string)[],
"response_deadline": string | null,
"search_text": string | null,
"special_requests": string | null,
"status": Database["public"]['Enums']["opportunity_status"],
"time_zone": string,
"title": string,
"tour_type": Database["public"]['Enums']["tour_type"],
"transportation_needed": boolean,
"updated_at": string
            }
                          SetofOptions: {
        from: "*"
        to: "opportunities"
        isOneToOne: true
        isSetofReturn: false
      } },
"opportunities_json":
{ Args: { "ids": (string)[],"known_full"?: (string)[] }; Returns: Json
                           },
"opportunity_page":
{ Args: { "count_limit": number,"page_offset": number,"page_size": number,"priority": Database["public"]['Enums']["opportunity_priority"],"search": string,"sort": string,"status": string,"tour_type": Database["public"]['Enums']["tour_type"] }; Returns: Record<string, unknown>
                           },
"partner_stats":
{ Args: { "as_of"?: string }; Returns: {
              "active_bids": number,"average_rating": number,"monthly_revenue": number,"monthly_tours": number,"review_count": number,"success_rate": number,"total_revenue": number,"tours_completed": number
            }[]
                           },
"partner_trends":
{ Args: { "as_of"?: string }; Returns: {
              "last_month_revenue": number,"last_month_success_rate": number,"last_month_tours": number
            }[]
                           },
"pay_payable_lines":
{ Args: { "line_ids": (string)[],"method": Database["public"]['Enums']["payout_method"],"paid_on": string,"reference": string,"total": number }; Returns: {
              "created_at": string,
"created_by": string | null,
"id": string,
"method": Database["public"]['Enums']["payout_method"],
"paid_on": string,
"partner_id": string,
"reference": string,
"total": number
            }
                          SetofOptions: {
        from: "*"
        to: "payouts"
        isOneToOne: true
        isSetofReturn: false
      } },
"remove_guest":
{ Args: { "guest_id": string,"token": string }; Returns: undefined
                           },
"remove_team_member":
{ Args: { "member_id": string }; Returns: undefined
                           },
"resend_email":
{ Args: { "email_id": string }; Returns: undefined
                           },
"resend_email_confirmation":
{ Args: Record<PropertyKey, never>; Returns: undefined
                           },
"resend_guest_list_link":
{ Args: { "tour_id": string }; Returns: Json
                           },
"resend_team_invite":
{ Args: { "member_id": string }; Returns: {
              "accepted_at": string | null,
"email": string | null,
"id": string,
"invited_at": string,
"invited_by": string | null,
"partner_id": string,
"role": Database["public"]['Enums']["team_role"],
"token_expires_at": string | null,
"token_hash": string | null,
"user_id": string | null
            }
                          SetofOptions: {
        from: "*"
        to: "team_members"
        isOneToOne: true
        isSetofReturn: false
      } },
"reverse_payable_line":
{ Args: { "line_id": string,"reason": string }; Returns: {
              "amount": number,
"corrected_at": string | null,
"corrected_by": string | null,
"correction_reason": string | null,
"created_at": string,
"earned_at": string,
"id": string,
"partner_id": string,
"payout_id": string | null,
"reversal_of": string | null,
"reversal_reason": string | null,
"status": Database["public"]['Enums']["payable_line_status"],
"tour_date": string,
"tour_id": string | null,
"tour_title": string,
"updated_at": string
            }
                          SetofOptions: {
        from: "*"
        to: "payable_lines"
        isOneToOne: true
        isSetofReturn: false
      } },
"review_request_details":
{ Args: { "token": string }; Returns: {
              "partner_name": string,"reviewer_kind": Database["public"]['Enums']["reviewer_kind"],"reviewer_name": string,"starts_at": string,"time_zone": string,"tour_title": string
            }[]
                           },
"revoke_guest_list_link":
{ Args: { "tour_id": string }; Returns: Json
                           },
"rotate_unsubscribe_links":
{ Args: Record<PropertyKey, never>; Returns: string
                           },
"save_tax_details":
{ Args: { "address_line1": string,"address_line2": string,"business_name": string,"certified": boolean,"city": string,"legal_name": string,"postal_code": string,"signature": string,"state": string,"tax_classification": Database["public"]['Enums']["tax_classification"],"tin": string,"tin_type": Database["public"]['Enums']["tin_type"] }; Returns: undefined
                           },
"sign_waiver":
{ Args: { "signature_name": string,"token": string }; Returns: Json
                           },
"submit_review":
{ Args: { "rating": number,"text"?: string,"token": string }; Returns: string
                           },
"tax_year_totals":
{ Args: { "tax_year": number }; Returns: {
              "partner_id": string,"reportable": boolean,"threshold": number,"total": number
            }[]
                           },
"team_invite":
{ Args: { "token": string }; Returns: Json
                           },
"tour_client_contacts":
{ Args: { "tour_ids": (string)[] }; Returns: {
              "client_contact": string,"client_email": string,"client_phone": string,"tour_id": string
            }[]
                           },
"tour_guest_list":
{ Args: { "tour_id": string }; Returns: Json
                           },
"tour_manifest":
{ Args: { "tour_id": string }; Returns: Json
                           },
"tour_withdrawal_terms":
{ Args: { "tour_id": string }; Returns: {
              "late": boolean,"notice_days": number,"pending_id": string,"pending_requested_at": string
            }[]
                           },
"unsubscribe_email":
{ Args: { "confirm"?: boolean,"token": string }; Returns: (Database["public"]['Enums']["email_category"])[]
                           },
"update_guest":
{ Args: { "date_of_birth": string,"email"?: string,"guest_id": string,"name": string,"phone"?: string,"token": string }; Returns: Json
                           },
"waiver_to_sign":
{ Args: { "token": string }; Returns: Json
                           },
"withdraw_from_tour":
{ Args: { "reason": string,"tour_id": string }; Returns: {
              "decided_at": string | null,
"decided_by": string | null,
"id": string,
"late": boolean,
"partner_id": string,
"reason": string,
"requested_at": string,
"status": string,
"tour_id": string
            }
                          SetofOptions: {
        from: "*"
        to: "tour_withdrawals"
        isOneToOne: true
        isSetofReturn: false
      } }
          }
          Enums: {
            "age_restriction": "21+"|"18+"|"all-ages","agreement_type": "signature"|"attestation","bid_status": "pending"|"shortlisted"|"accepted"|"declined"|"withdrawn","chat_sender_type": "user"|"agent","email_category": "bids"|"schedule"|"licences"|"payouts"|"support"|"admin_digests"|"reviews","email_delivery": "immediately"|"daily_digest"|"off","email_status": "queued"|"gathered"|"digested"|"sending"|"sent"|"failed"|"dropped","experience_level": "beginner"|"intermediate"|"advanced"|"mixed","group_type": "mixed"|"corporate"|"friends"|"couples"|"educational","guest_id_type": "drivers_licence"|"state_id"|"passport"|"military_id","guest_source": "organiser"|"admin"|"partner","legal_document_type": "contract"|"terms_of_service"|"privacy_policy"|"liability_waiver"|"nda"|"code_of_conduct","licence_status": "pending"|"approved"|"rejected","licence_type": "cultivation"|"manufacturing"|"distribution"|"retail"|"microbusiness"|"testing","message_channel": "email"|"whatsapp","notification_type": "assignment"|"bid_accepted"|"bid_declined"|"tour_scheduled"|"tour_cancelled"|"chat_reply"|"system"|"payout_paid"|"opportunity_changed"|"opportunity_cancelled"|"tour_completed"|"support_question"|"licence_approved"|"licence_rejected"|"licence_expiry"|"legal_document_version"|"auto_assign_none"|"welcome"|"legacy"|"tour_withdrawn"|"tour_withdrawal_requested"|"tour_withdrawal_approved"|"tour_withdrawal_refused"|"opportunity_reopened","opportunity_priority": "high"|"regular"|"low","opportunity_status": "open"|"awarded"|"completed"|"cancelled","payable_line_status": "pending"|"paid"|"corrected","payout_method": "bank_transfer"|"check"|"paypal"|"cash","profile_field_category": "basic"|"business"|"expertise"|"credentials"|"capabilities"|"preferences","profile_field_type": "text"|"textarea"|"select"|"multiselect"|"number"|"date"|"checkbox"|"contract"|"legal_agreement","reviewer_kind": "organiser"|"guest","tax_classification": "individual"|"c_corporation"|"s_corporation"|"partnership"|"trust_estate"|"llc_c"|"llc_s"|"llc_p"|"other","team_role": "owner"|"manager"|"guide"|"bookkeeper","tin_type": "ssn"|"ein","tour_status": "scheduled"|"completed"|"cancelled","tour_type": "farm"|"dispensary"|"processor"|"retailer","user_role": "admin"|"partner"|"client"
          }
          CompositeTypes: {
            [_ in never]: never
          }
        }
}

type DatabaseWithoutInternals = Omit<Database, '__InternalSupabase'>

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
  ? (DefaultSchema["Tables"] & DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
      Row: infer R
    }
    ? R
    : never
  : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
  ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
      Insert: infer I
    }
    ? I
    : never
  : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
  ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
      Update: infer U
    }
    ? U
    : never
  : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never
> = DefaultSchemaEnumNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
  ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
  : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never
> = PublicCompositeTypeNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
  ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
  : never

export const Constants = {
  "public": {
          Enums: {
            "age_restriction": ["21+", "18+", "all-ages"],"agreement_type": ["signature", "attestation"],"bid_status": ["pending", "shortlisted", "accepted", "declined", "withdrawn"],"chat_sender_type": ["user", "agent"],"email_category": ["bids", "schedule", "licences", "payouts", "support", "admin_digests", "reviews"],"email_delivery": ["immediately", "daily_digest", "off"],"email_status": ["queued", "gathered", "digested", "sending", "sent", "failed", "dropped"],"experience_level": ["beginner", "intermediate", "advanced", "mixed"],"group_type": ["mixed", "corporate", "friends", "couples", "educational"],"guest_id_type": ["drivers_licence", "state_id", "passport", "military_id"],"guest_source": ["organiser", "admin", "partner"],"legal_document_type": ["contract", "terms_of_service", "privacy_policy", "liability_waiver", "nda", "code_of_conduct"],"licence_status": ["pending", "approved", "rejected"],"licence_type": ["cultivation", "manufacturing", "distribution", "retail", "microbusiness", "testing"],"message_channel": ["email", "whatsapp"],"notification_type": ["assignment", "bid_accepted", "bid_declined", "tour_scheduled", "tour_cancelled", "chat_reply", "system", "payout_paid", "opportunity_changed", "opportunity_cancelled", "tour_completed", "support_question", "licence_approved", "licence_rejected", "licence_expiry", "legal_document_version", "auto_assign_none", "welcome", "legacy", "tour_withdrawn", "tour_withdrawal_requested", "tour_withdrawal_approved", "tour_withdrawal_refused", "opportunity_reopened"],"opportunity_priority": ["high", "regular", "low"],"opportunity_status": ["open", "awarded", "completed", "cancelled"],"payable_line_status": ["pending", "paid", "corrected"],"payout_method": ["bank_transfer", "check", "paypal", "cash"],"profile_field_category": ["basic", "business", "expertise", "credentials", "capabilities", "preferences"],"profile_field_type": ["text", "textarea", "select", "multiselect", "number", "date", "checkbox", "contract", "legal_agreement"],"reviewer_kind": ["organiser", "guest"],"tax_classification": ["individual", "c_corporation", "s_corporation", "partnership", "trust_estate", "llc_c", "llc_s", "llc_p", "other"],"team_role": ["owner", "manager", "guide", "bookkeeper"],"tin_type": ["ssn", "ein"],"tour_status": ["scheduled", "completed", "cancelled"],"tour_type": ["farm", "dispensary", "processor", "retailer"],"user_role": ["admin", "partner", "client"]
          }
        }
} as const
