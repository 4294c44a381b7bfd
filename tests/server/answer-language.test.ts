import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { latestMail, password, registerVerified, uniqueEmail } from './support/accounts'
import { send } from './support/audience'
import { apiBase, backends, useTestServer } from './support/test-server'

/** A value set into a right-to-left sentence arrives isolated (src/messages/translate.ts). */
const isolated = (value: string) => `\u2068${value}\u2069`

const emptySignUp = {
  name: '',
  email: 'ada@example.test',
  password,
  password_confirmation: password,
}

describe.each(backends)('answers and mails in the language asked for, on %s', (backend) => {
  const server = useTestServer(backend)
  const inLanguage = (language?: string) =>
    language ? { headers: { 'accept-language': language } } : {}

  describe('a 422', () => {
    it('is in English by default, and for a language the product does not speak', async () => {
      for (const language of [undefined, 'de-DE,de;q=0.9']) {
        const response = await server.request('POST', `${apiBase}/register`, {
          body: emptySignUp,
          ...inLanguage(language),
        })
        expect(response.status).toBe(422)
        expect(response.body).toEqual({
          message: 'The name field is required.',
          errors: { name: ['The name field is required.'] },
        })
      }
    })

    it('is in Arabic, its region and weights read from Accept-Language', async () => {
      const response = await server.request('POST', `${apiBase}/register`, {
        body: {},
        ...inLanguage('ar-EG,en;q=0.5'),
      })
      expect(response.status).toBe(422)
      expect(response.body.errors.email).toEqual([`حقل ${isolated('البريد الإلكتروني')} مطلوب.`])
      expect(response.body.message).toBe(
        `${isolated(`حقل ${isolated('الاسم')} مطلوب.`)} (و3 أخطاء أخرى)`,
      )
    })

    it('is in Persian, a schema’s own message and a server check alike', async () => {
      const mismatch = await server.request('POST', `${apiBase}/register`, {
        body: { ...emptySignUp, name: 'Ada', password_confirmation: 'something else' },
        ...inLanguage('fa'),
      })
      expect(mismatch.body.errors.password).toEqual([
        `تأیید فیلد ${isolated('گذرواژه')} مطابقت ندارد.`,
      ])
      const account = await registerVerified(server)
      const taken = await server.request('POST', `${apiBase}/register`, {
        body: { ...emptySignUp, name: 'Ada', email: account.email },
        ...inLanguage('fa'),
      })
      expect(taken.status).toBe(422)
      expect(taken.body.errors.email).toEqual(['این ایمیل پیش‌تر استفاده شده است.'])
    })
  })

  it('gives refusals’ messages in the language asked for', async () => {
    const answers = await Promise.all(
      [undefined, 'ar', 'fa'].map((language) =>
        server.request('GET', `${apiBase}/user`, inLanguage(language)),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401])
    expect(answers.map((answer) => answer.body.message)).toEqual([
      'Unauthenticated.',
      'لم تتم المصادقة.',
      'احراز هویت نشده است.',
    ])
    const account = await registerVerified(server)
    const missing = await server.request('GET', `${apiBase}/contacts/${randomUUID()}`, {
      token: account.accessToken,
      ...inLanguage('ar'),
    })
    expect(missing.status).toBe(404)
    expect(missing.body.message).toBe('لم يُعثر على جهة الاتصال.')
  })

  it('says why an uploaded file cannot be read in the language asked for', async () => {
    const account = await registerVerified(server)
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array([0xff, 0xfe, 0x70, 0x00])]), 'contacts.csv')
    const response = await send(server, account.accessToken, form, { 'accept-language': 'fa' })
    expect(response.status).toBe(422)
    expect(response.body.errors.file).toEqual([
      'این فایل متن UTF-16 است. آن را با قالب "CSV UTF-8 (comma delimited)" ذخیره و دوباره بارگذاری کنید.',
    ])
  })

  describe('mails', () => {
    async function signUp(language?: string) {
      const email = uniqueEmail('language')
      const response = await server.request('POST', `${apiBase}/register`, {
        body: { ...emptySignUp, name: 'Ada', email },
        ...inLanguage(language),
      })
      expect(response.status, JSON.stringify(response.body)).toBe(201)
      return { email, token: response.body.access_token as string }
    }

    it('verify the address in the language the user signed up in', async () => {
      const [english, arabic, persian] = await Promise.all([signUp(), signUp('ar'), signUp('fa')])
      const subjects = await Promise.all(
        [english, arabic, persian].map(
          async ({ email }) => (await latestMail(server, email)).subject,
        ),
      )
      expect(subjects).toEqual([
        'Verify your email address',
        'تحقّق من عنوان بريدك الإلكتروني',
        'نشانی ایمیل خود را تأیید کنید',
      ])
      const mail = await latestMail(server, persian.email)
      expect(mail.text).toContain('لطفاً با دنبال کردن پیوند زیر، نشانی ایمیل خود را تأیید کنید.')
      expect(mail.html).toContain('dir="rtl"')
    })

    it('reset a password in the language the user chose, else the one asking', async () => {
      const chosen = await signUp()
      const saved = await server.request('PUT', `${apiBase}/user`, {
        token: chosen.token,
        body: { preferences: { locale: 'ar' } },
      })
      expect(saved.status, JSON.stringify(saved.body)).toBe(200)
      const unchosen = await signUp()
      for (const { email } of [chosen, unchosen]) {
        const asked = await server.request('POST', `${apiBase}/forgot-password`, {
          body: { email },
          ...inLanguage('fa'),
        })
        expect(asked.body.message).toBe(
          'اگر این نشانی ثبت شده باشد، پیوند بازنشانی گذرواژه در راه است.',
        )
      }
      expect((await latestMail(server, chosen.email)).subject).toBe('أعد تعيين كلمة المرور')
      expect((await latestMail(server, unchosen.email)).subject).toBe(
        'گذرواژهٔ خود را بازنشانی کنید',
      )
    })

    it('invite in the inviter’s language', async () => {
      const owner = await registerVerified(server)
      const team = await server.request('POST', `${apiBase}/teams`, {
        token: owner.accessToken,
        body: { name: 'Acme' },
      })
      expect(team.status, JSON.stringify(team.body)).toBe(201)
      const invitee = uniqueEmail('invitee')
      const invited = await server.request('POST', `${apiBase}/teams/invitations`, {
        token: owner.accessToken,
        body: { email: invitee, role: 'editor' },
        ...inLanguage('ar'),
      })
      expect(invited.status, JSON.stringify(invited.body)).toBe(201)
      const mail = await latestMail(server, invitee)
      expect(mail.subject).toBe(`أنت مدعو للانضمام إلى ${isolated('Acme')}`)
      expect(mail.text).toContain(
        `دعاك ${isolated('Ada Lovelace')} للانضمام إلى الفريق ${isolated('Acme')} بدور محرر.`,
      )
    })
  })
})
