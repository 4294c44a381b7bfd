/** The wizard's steps keep their values in the machine, not a form: a 422 shows at the field. */
export { fieldErrors as serverErrors } from '../../../design/fieldErrors'
