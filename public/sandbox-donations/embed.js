/*
 * The sandbox donation provider: a stand-in for the external provider's embed script, served by
 * the site so the whole donation flow runs with no network. It honours the same contract as the
 * real script:
 *   - before it loads, the page sets window.donationProviderConfig = { styleSheetHref, token, onContribute };
 *   - it renders a donation form into every element with [data-donation-embed] (now and later);
 *   - when a contribution succeeds it calls onContribute(event) once, with the order number,
 *     amount, form and refcodes.
 * Embed attributes: data-form (form name), data-refcode, data-refcode2, data-amounts ("10,25,50"),
 * data-amount (preselected), data-variant ("card" shows a test card field), data-lang ("es" or "en"),
 * and the donor's details the page knows, to prefill: data-prefill-first-name, data-prefill-last-name,
 * data-prefill-email, data-prefill-zip (read when the form renders; nothing is sent until the donor gives).
 * A hosted page without the global configuration reads the token from data-token.
 * The card field never leaves the browser: only the sandbox test number is accepted.
 */
;(function () {
  'use strict'
  var script = document.currentScript
  var base = script && script.src ? new URL('.', script.src) : new URL('/sandbox-donations/', window.location.href)
  var TEST_CARD = '4242424242424242'
  var STATES = 'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR'.split(' ')
  var TEXT = {
    en: {
      legend: 'Choose an amount',
      other: 'Other amount (USD)',
      firstName: 'First name',
      lastName: 'Last name',
      email: 'Email',
      state: 'State',
      zip: 'ZIP code',
      card: 'Card number (sandbox: 4242 4242 4242 4242)',
      monthly: 'Make it monthly',
      submit: 'Donate',
      sending: 'Processing…',
      thanks: 'Thank you! Your contribution of {amount} was received.',
      sandbox: 'Sandbox donation form: no money moves.',
      errAmount: 'Enter an amount from $1 to $3,300.',
      errRequired: 'Fill in this field.',
      errEmail: 'Enter an email address such as name@example.org.',
      errZip: 'Enter a five-digit ZIP code.',
      errState: 'Choose a state.',
      errCard: 'Use the sandbox test card 4242 4242 4242 4242.',
      errServer: 'The donation could not be processed. Try again.',
      summary: 'Check the highlighted fields.',
    },
    es: {
      legend: 'Elige una cantidad',
      other: 'Otra cantidad (USD)',
      firstName: 'Nombre',
      lastName: 'Apellido',
      email: 'Correo electrónico',
      state: 'Estado',
      zip: 'Código postal',
      card: 'Número de tarjeta (prueba: 4242 4242 4242 4242)',
      monthly: 'Hazla mensual',
      submit: 'Donar',
      sending: 'Procesando…',
      thanks: '¡Gracias! Recibimos tu contribución de {amount}.',
      sandbox: 'Formulario de donación de prueba: no se mueve dinero.',
      errAmount: 'Escribe una cantidad de $1 a $3,300.',
      errRequired: 'Completa este campo.',
      errEmail: 'Escribe un correo como nombre@ejemplo.org.',
      errZip: 'Escribe un código postal de cinco dígitos.',
      errState: 'Elige un estado.',
      errCard: 'Usa la tarjeta de prueba 4242 4242 4242 4242.',
      errServer: 'No se pudo procesar la donación. Inténtalo de nuevo.',
      summary: 'Revisa los campos marcados.',
    },
  }
  var counter = 0

  function config() {
    return window.donationProviderConfig || {}
  }

  function addStylesheet() {
    var href = config().styleSheetHref || new URL('form.css', base).href
    var absolute = new URL(href, window.location.href).href
    var links = document.querySelectorAll('link[rel="stylesheet"]')
    for (var i = 0; i < links.length; i++) if (links[i].href === absolute) return
    var link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = absolute
    document.head.appendChild(link)
  }

  function el(tag, attributes, children) {
    var node = document.createElement(tag)
    for (var name in attributes) if (attributes[name] !== undefined && attributes[name] !== null) node.setAttribute(name, attributes[name])
    ;(children || []).forEach(function (child) {
      node.appendChild(typeof child === 'string' ? document.createTextNode(child) : child)
    })
    return node
  }

  function key() {
    var bytes = new Uint8Array(12)
    window.crypto.getRandomValues(bytes)
    return Array.prototype.map.call(bytes, function (b) { return ('0' + b.toString(16)).slice(-2) }).join('')
  }

  function field(id, label, input, hint) {
    return el('div', { class: 'sbd-field' }, [el('label', { for: id }, [label]), input, el('p', { id: id + '-error', class: 'sbd-error', hidden: '' }, hint ? [hint] : [])])
  }

  function render(host) {
    if (host.getAttribute('data-donation-rendered')) return
    host.setAttribute('data-donation-rendered', 'true')
    var lang = host.getAttribute('data-lang') === 'es' ? 'es' : 'en'
    var t = TEXT[lang]
    var id = 'sbd-' + ++counter
    var amounts = (host.getAttribute('data-amounts') || '10,25,50,100,250')
      .split(',')
      .map(Number)
      .filter(function (n) { return n >= 1 && n <= 3300 })
    var preset = Number(host.getAttribute('data-amount'))
    // Made when a gift's thanks needs it: a page's first Intl formatter costs the main thread tens of milliseconds.
    var money = function (amount) { return new Intl.NumberFormat(lang === 'es' ? 'es-MX' : 'en-US', { style: 'currency', currency: 'USD' }).format(amount) }

    var radios = amounts.map(function (amount, index) {
      var radioId = id + '-amount-' + index
      var radio = el('input', { type: 'radio', name: id + '-amount', id: radioId, value: String(amount) })
      if (amount === preset || (!preset && index === 1)) radio.checked = true
      return el('span', { class: 'sbd-amount' }, [radio, el('label', { for: radioId }, ['$' + amount])])
    })
    var other = el('input', { id: id + '-other', name: 'other', inputmode: 'decimal', autocomplete: 'transaction-amount', 'aria-describedby': id + '-other-error' })
    var inputs = {
      firstName: el('input', { id: id + '-first', name: 'firstName', autocomplete: 'given-name', required: '', 'aria-describedby': id + '-first-error' }),
      lastName: el('input', { id: id + '-last', name: 'lastName', autocomplete: 'family-name', required: '', 'aria-describedby': id + '-last-error' }),
      email: el('input', { id: id + '-email', name: 'email', type: 'email', autocomplete: 'email', required: '', 'aria-describedby': id + '-email-error' }),
      state: el('select', { id: id + '-state', name: 'state', autocomplete: 'address-level1', required: '', 'aria-describedby': id + '-state-error' }, [el('option', { value: '' }, ['—'])].concat(STATES.map(function (code) { return el('option', { value: code }, [code]) }))),
      zip: el('input', { id: id + '-zip', name: 'zip', inputmode: 'numeric', autocomplete: 'postal-code', maxlength: '5', required: '', 'aria-describedby': id + '-zip-error' }),
    }
    var prefill = { firstName: 'first-name', lastName: 'last-name', email: 'email', zip: 'zip' }
    for (var name in prefill) {
      var value = host.getAttribute('data-prefill-' + prefill[name])
      if (value) inputs[name].value = value
    }
    var card = host.getAttribute('data-variant') === 'card'
      ? el('input', { id: id + '-card', name: 'card', inputmode: 'numeric', autocomplete: 'cc-number', required: '', 'aria-describedby': id + '-card-error' })
      : null
    var monthly = el('input', { type: 'checkbox', id: id + '-monthly', name: 'monthly' })
    var submit = el('button', { type: 'submit', class: 'sbd-submit' }, [t.submit])
    var summary = el('p', { class: 'sbd-summary', role: 'alert' })
    var form = el('form', { class: 'sbd-form', novalidate: '', 'aria-label': t.submit, 'data-sandbox-donation-form': '' }, [
      el('p', { class: 'sbd-note' }, [t.sandbox]),
      el('fieldset', { class: 'sbd-amounts' }, [el('legend', {}, [t.legend])].concat(radios)),
      field(id + '-other', t.other, other),
      el('div', { class: 'sbd-row' }, [field(id + '-first', t.firstName, inputs.firstName), field(id + '-last', t.lastName, inputs.lastName)]),
      field(id + '-email', t.email, inputs.email),
      el('div', { class: 'sbd-row' }, [field(id + '-state', t.state, inputs.state), field(id + '-zip', t.zip, inputs.zip)]),
      card ? field(id + '-card', t.card, card) : null,
      el('div', { class: 'sbd-check' }, [monthly, el('label', { for: id + '-monthly' }, [t.monthly])]),
      summary,
      submit,
    ].filter(Boolean))
    host.replaceChildren(form)
    var sending = false
    var idempotencyKey = key()

    function show(input, message) {
      var error = document.getElementById(input.id + '-error')
      if (message) input.setAttribute('aria-invalid', 'true')
      else input.removeAttribute('aria-invalid')
      error.textContent = message || ''
      error.hidden = !message
      return !message
    }

    function chosenAmount() {
      var typed = other.value.trim().replace(/[$,\s]/g, '')
      if (typed) return /^\d+(\.\d{1,2})?$/.test(typed) ? Number(typed) : NaN
      var checked = form.querySelector('input[type="radio"]:checked')
      return checked ? Number(checked.value) : NaN
    }

    form.addEventListener('submit', function (event) {
      event.preventDefault()
      if (sending) return
      var amount = chosenAmount()
      var checks = [
        show(other, amount >= 1 && amount <= 3300 ? '' : t.errAmount),
        show(inputs.firstName, inputs.firstName.value.trim() ? '' : t.errRequired),
        show(inputs.lastName, inputs.lastName.value.trim() ? '' : t.errRequired),
        show(inputs.email, /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(inputs.email.value.trim()) ? '' : t.errEmail),
        show(inputs.state, inputs.state.value ? '' : t.errState),
        show(inputs.zip, /^\d{5}$/.test(inputs.zip.value.trim()) ? '' : t.errZip),
        card ? show(card, card.value.replace(/\s/g, '') === TEST_CARD ? '' : t.errCard) : true,
      ]
      if (checks.indexOf(false) !== -1) {
        summary.textContent = t.summary
        var invalid = form.querySelector('[aria-invalid="true"]')
        if (invalid) invalid.focus()
        return
      }
      summary.textContent = ''
      sending = true
      submit.disabled = true
      submit.textContent = t.sending
      var body = {
        token: config().token || host.getAttribute('data-token') || '',
        idempotencyKey: idempotencyKey,
        form: host.getAttribute('data-form') || 'default',
        amount: amount,
        firstName: inputs.firstName.value.trim(),
        lastName: inputs.lastName.value.trim(),
        email: inputs.email.value.trim(),
        state: inputs.state.value,
        zip: inputs.zip.value.trim(),
        refcode: host.getAttribute('data-refcode') || null,
        refcode2: host.getAttribute('data-refcode2') || null,
        recurring: monthly.checked,
      }
      fetch(new URL('contributions', base).href, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
        .then(function (response) {
          if (!response.ok) throw new Error('status ' + response.status)
          return response.json()
        })
        .then(function (contribution) {
          var done = el('p', { class: 'sbd-thanks', role: 'status', tabindex: '-1' }, [t.thanks.replace('{amount}', money(contribution.amount))])
          host.replaceChildren(done)
          done.focus()
          var callback = config().onContribute
          if (typeof callback === 'function') callback(contribution)
        })
        .catch(function () {
          sending = false
          submit.disabled = false
          submit.textContent = t.submit
          summary.textContent = t.errServer
        })
    })
  }

  function renderAll(root) {
    var hosts = (root || document).querySelectorAll('[data-donation-embed]')
    for (var i = 0; i < hosts.length; i++) render(hosts[i])
  }

  addStylesheet()
  renderAll()
  // Single-page navigations add embeds after the script has run; it renders them as they appear.
  new MutationObserver(function () { renderAll() }).observe(document.body, { childList: true, subtree: true })
})()
